import type { Route } from './+types/gift-cards';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { formatChargedAmount } from '../../../domain/money';
import { normaliseCode } from '../../../domain/discounts';
import { swedishDate } from '../../../domain/swedish-calendar';
import { giftCardState, parseGiftCardQuery, type GiftCardState } from '../../../domain/gift-card-admin';
import { GiftCardBadge, lastValidDay } from '../../components/admin/operations-ui';
import { backOfficePage } from '../../lib/back-office.server';
import { PageHeader, Panel, StaffForm, When } from '../../components/admin/back-office-ui';
import { ChoiceField, ListFilters, PagedResults, SearchField } from '../../components/admin/list-page';
import { labelled } from '../../components/admin/list-links';
import { Field, SubmitButton } from '../../components/admin/form-parts';
import { backOfficeMeta } from '../../components/admin/page-meta';

const g = svBackOffice.giftCards;

export const meta: Route.MetaFunction = () => backOfficeMeta(g.title);

/** /admin/presentkort (admins only): gift cards by code and state, 25 a page, and a form for a new one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { url, outcome } = backOfficePage(context, request, { failed: g.errors }, 'admin');
  const query = parseGiftCardQuery(url.searchParams, normaliseCode);
  const now = new Date().toISOString();
  const page = await context.services.giftCardAdmin.list(query);
  return {
    query,
    ...page,
    rows: page.rows.map((card) => ({ ...card, state: giftCardState(card, now) })),
    today: swedishDate(new Date(now)),
    ...outcome,
  };
}

export default function GiftCards({ loaderData }: Route.ComponentProps) {
  const { query, today, done, failed } = loaderData;
  return (
    <>
      <PageHeader title={g.title} done={done} failed={failed} />
      <ListFilters action="/admin/presentkort" label={g.title}>
        <SearchField label={g.searchLabel} value={query.search} />
        <ChoiceField label={g.state} name="status" value={query.state} choices={labelled(Object.keys(g.states) as GiftCardState[], g.states)} />
      </ListFilters>
      <PagedResults
        texts={g}
        found={loaderData}
        page={query.page}
        rowKey={(card) => card.id}
        columns={[
          { header: g.code, cell: (card) => <a href={`/admin/presentkort/${card.id}`}>{card.code}</a> },
          { header: g.balance, numeric: true, cell: (card) => formatChargedAmount(card.balance_ore) },
          { header: g.initial, numeric: true, cell: (card) => formatChargedAmount(card.initial_balance_ore) },
          { header: g.validUntil, cell: (card) => lastValidDay(card.valid_until) },
          { header: g.state, cell: (card) => <GiftCardBadge state={card.state} /> },
          { header: g.created, cell: (card) => <When at={card.created_at} /> },
        ]}
      />

      <Panel id="gift-card-new" title={g.createTitle}>
        <StaffForm action="/admin/api/gift-cards" className="admin-form">
          <Field label={g.amount}>
            <input type="text" name="amount" required inputMode="numeric" autoComplete="off" />
          </Field>
          <Field label={g.validUntil}>
            <input type="date" name="valid_until" min={today} />
          </Field>
          <Field label={g.code} hint={{ id: 'gift-card-code-hint', text: g.codeHint }}>
            <input type="text" name="code" maxLength={40} autoComplete="off" placeholder={g.optional} aria-describedby="gift-card-code-hint" />
          </Field>
          <SubmitButton>
            {g.create}
          </SubmitButton>
        </StaffForm>
      </Panel>
    </>
  );
}
