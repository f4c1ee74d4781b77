import type { Route } from './+types/refused-payments';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { formatChargedAmount } from '../../../domain/money';
import { isRefusingProvider, moneyAfterRefusal, parseRefusalListQuery, REFUSING_PROVIDERS, type RefusalMoney } from '../../../domain/provider-refusals';
import { listPage } from '../../lib/back-office.server';
import { Badge, When } from '../../components/admin/back-office-ui';
import { ChoiceField, DateRangeFields, ListFilters, PagedResults } from '../../components/admin/list-page';
import { labelled } from '../../components/admin/list-links';

const b = svBackOffice;
const r = b.refusedPayments;

export const meta: Route.MetaFunction = () => [{ title: b.title(r.title) }, { name: 'robots', content: 'noindex, nofollow' }];

/** /admin/ordrar/nekade-betalningar: provider checkouts the shop refused (issue 28), newest first; 25 a page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return listPage(context, request, parseRefusalListQuery, context.services.refusedPayments.list);
}

const TONES: Record<RefusalMoney, 'ok' | 'warn' | 'off'> = { cancelled: 'ok', closed: 'off', failed: 'warn', unknown: 'warn' };

const providerName = (provider: string) => (isRefusingProvider(provider) ? r.providers[provider] : provider);

/** Whether the money was released at the provider, as a badge naming it, and where to act when staff must. */
function MoneyState({ money, provider }: { money: RefusalMoney; provider: string }) {
  const name = providerName(provider);
  const portal = isRefusingProvider(provider) ? r.portals[provider] : r.anyPortal;
  const texts: Record<RefusalMoney, [string, string | null]> = {
    cancelled: [r.cancelled(name), null],
    failed: [r.failed, r.failedHint(portal)],
    closed: [r.closed(name), null],
    unknown: [r.unknown, r.unknownHint(portal)],
  };
  const [badge, hint] = texts[money];
  return (
    <>
      <Badge tone={TONES[money]} text={badge} />
      {hint ? <span className="admin-muted admin-refusal-hint">{hint}</span> : null}
    </>
  );
}

export default function RefusedPayments({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <>
      <p className="admin-back">
        <a href="/admin/ordrar">{r.back}</a>
      </p>
      <h1>{r.title}</h1>
      <p className="admin-intro">{r.intro}</p>
      <ListFilters action="/admin/ordrar/nekade-betalningar" label={r.title}>
        <ChoiceField label={r.provider} name="leverantor" value={query.provider} choices={labelled(REFUSING_PROVIDERS, r.providers)} />
        <DateRangeFields from={query.from} to={query.to} />
      </ListFilters>
      <PagedResults
        texts={r}
        found={loaderData}
        page={query.page}
        rowKey={(row) => row.id}
        columns={[
          {
            header: r.when,
            cell: (row) => (
              <span className="admin-refusal-when">
                <When at={row.refused_at} />
              </span>
            ),
          },
          { header: r.provider, cell: (row) => providerName(row.provider) },
          { header: r.providerOrder, cell: (row) => <code className="admin-refusal-id">{row.provider_order_id}</code> },
          { header: r.amount, numeric: true, cell: (row) => formatChargedAmount(row.amount_ore) },
          { header: r.reason, cell: (row) => (row.reason ? r.reasons[row.reason] : r.unknownReason) },
          { header: r.money, cell: (row) => <MoneyState money={moneyAfterRefusal(row.reason, row.cancel)} provider={row.provider} /> },
        ]}
      />
    </>
  );
}
