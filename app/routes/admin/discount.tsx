import type { Route } from './+types/discount';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { svCodesAndConfirm } from '../../../common/copy/sv-codes-and-confirm';
import type { DiscountCodeForm } from '../../../domain/back-office';
import { discountCodeFormOf, discountCodeStatus } from '../../../domain/code-lifecycle';
import { formatChargedAmount } from '../../../domain/money';
import { swedishDate } from '../../../domain/swedish-calendar';
import { backOfficePage, foundById, refusedDrafts } from '../../lib/back-office.server';
import { Fact, Facts, PageHeader, Panel, StateBadge, When } from '../../components/admin/back-office-ui';
import { TablePanel } from '../../components/admin/data-table';
import { DiscountCodeBadge, DiscountCodeFields } from '../../components/admin/discount-code-form';
import { LifecyclePanel } from '../../components/admin/lifecycle-panel';
import { ActionForm } from '../../components/admin/form-parts';
import { backOfficeMeta } from '../../components/admin/page-meta';

const d = svBackOffice.discounts;
const k = svCodesAndConfirm.discountCode;

export const meta: Route.MetaFunction = ({ data: loaded }) => backOfficeMeta(loaded ? k.title(loaded.code.code) : d.title);

/** /admin/rabattkoder/:id: a code's rule to change, its use so far (the orders and the discount they got), and pausing, ending or deleting it. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { principal, outcome } = backOfficePage(context, request, { done: k.done, failed: { ...d.errors, ...k.errors } });
  const detail = await foundById(params.id, context.services.discountAdmin.detail);
  const drafts = await refusedDrafts(context, request, principal);
  const now = new Date().toISOString();
  // A refused plain post shows what was typed, not the stored values.
  const values = (drafts['discount-code']?.values as DiscountCodeForm | undefined) ?? discountCodeFormOf(detail.code);
  return { ...detail, values, status: discountCodeStatus(detail.code, now), today: swedishDate(new Date(now)), ...outcome };
}

type Loaded = Route.ComponentProps['loaderData'];

function UsePanel({ code, uses }: Pick<Loaded, 'code' | 'uses'>) {
  return (
    <Panel id="discount-use" title={k.use}>
      <Facts>
        <Fact label={k.timesUsed} numeric>
          {d.usageOf(code.times_used, code.usage_limit_total)}
        </Fact>
        <Fact label={k.discountGiven} numeric>
          {formatChargedAmount(uses.filter((u) => u.status !== 'cancelled').reduce((sum, u) => sum + u.discount_ore, 0))}
        </Fact>
      </Facts>
    </Panel>
  );
}

/** Pause or resume, end, delete: what the code's state allows, each with what it means. */
function ActionsPanel({ code, deletable }: Pick<Loaded, 'code' | 'deletable'>) {
  const api = `/admin/api/discount-codes/${code.id}`;
  return (
    <LifecyclePanel id="discount-actions" api={api} active={code.active} ended={code.ended_at !== null} texts={{ ...k, title: k.actions }}>
      <ActionForm
        action={`${api}/delete`}
        text={k.remove}
        tone="danger"
        hint={{ id: 'discount-remove-hint', text: deletable ? k.removeHint : k.usedCannotRemove }}
        className="admin-actions__cancel"
        button={{ disabled: !deletable }}
      />
    </LifecyclePanel>
  );
}

export default function DiscountCode({ loaderData }: Route.ComponentProps) {
  const { code, uses, deletable, values, status, today, done, failed } = loaderData;
  return (
    <>
      <PageHeader back={{ href: '/admin/rabattkoder', text: k.back }} title={k.title(code.code)} badge={<DiscountCodeBadge status={status} />} done={done} failed={failed} />
      <div className="admin-panels">
        <UsePanel code={code} uses={uses} />
        <ActionsPanel code={code} deletable={deletable} />
      </div>
      {code.ended_at === null ? (
        <Panel id="discount-edit" title={k.edit}>
          <DiscountCodeFields action={`/admin/api/discount-codes/${code.id}`} submit={k.save} today={today} values={values} />
        </Panel>
      ) : null}
      <TablePanel
        id="discount-orders"
        title={k.orders}
        empty={k.noOrders}
        rows={uses}
        rowKey={(use) => use.order_number ?? use.created_at}
        columns={[
          { header: k.order, cell: (use) => (use.order_number ? <a href={`/admin/ordrar/${use.order_number}`}>{use.order_number}</a> : null) },
          { header: k.placed, cell: (use) => <When at={use.created_at} /> },
          { header: k.orderStatus, cell: (use) => <StateBadge state={use.status} /> },
          { header: k.discount, numeric: true, cell: (use) => formatChargedAmount(use.discount_ore) },
        ]}
      />
    </>
  );
}
