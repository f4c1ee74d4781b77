import type { Route } from './+types/discounts';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { formatPrice } from '../../../domain/money';
import { swedishDate } from '../../../domain/swedish-calendar';
import { backOfficePage } from '../../lib/back-office.server';
import { svCodesAndConfirm } from '../../../common/copy/sv-codes-and-confirm';
import { discountCodeStatus } from '../../../domain/code-lifecycle';
import { PageHeader, Panel } from '../../components/admin/back-office-ui';
import { DataTable } from '../../components/admin/data-table';
import { DiscountCodeBadge, DiscountCodeFields } from '../../components/admin/discount-code-form';
import { backOfficeMeta } from '../../components/admin/page-meta';

const d = svBackOffice.discounts;
const k = svCodesAndConfirm.discountCode;

export const meta: Route.MetaFunction = () => backOfficeMeta(d.title);

/** /admin/rabattkoder: every discount code with its rule, validity and use, and a form for a new one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { outcome } = backOfficePage(context, request, { done: { created: d.created, deleted: k.done.deleted }, failed: d.errors });
  return { codes: await context.services.discountAdmin.list(), now: new Date().toISOString(), ...outcome };
}

/** A stored validity (the start of the first day, the start of the day after the last) as Swedish days. */
function validity(from: string | null, until: string | null): string {
  if (!from && !until) return d.always;
  const first = from ? swedishDate(new Date(from)) : '';
  // The stored end is the start of the day after the last one.
  const last = until ? swedishDate(new Date(Date.parse(until) - 1)) : '';
  return `${first} – ${last}`;
}

function rule(code: { kind: 'percent' | 'amount' | 'free_delivery'; percent: number | null; amount_ore: number | null; min_order_ore: number | null }): string {
  const value = code.kind === 'percent' ? `${code.percent} %` : code.kind === 'amount' ? formatPrice(code.amount_ore ?? 0) : d.kinds.free_delivery;
  return code.min_order_ore ? `${value} (från ${formatPrice(code.min_order_ore)})` : value;
}

type DiscountCode = Route.ComponentProps['loaderData']['codes'][number];

function CodesTable({ codes, now }: { codes: readonly DiscountCode[]; now: string }) {
  return (
    <DataTable
      rows={codes}
      rowKey={(code) => code.id}
      columns={[
        {
          header: d.code,
          cell: (code) => (
            <>
              <strong>
                <a href={`/admin/rabattkoder/${code.id}`}>{code.code}</a>
              </strong>
              {code.label ? <span className="admin-muted"> {code.label}</span> : null}
              {code.member_only ? <span className="admin-muted"> ({d.members})</span> : null}
            </>
          ),
        },
        { header: d.value, cell: rule },
        { header: d.validity, cell: (code) => validity(code.valid_from, code.valid_until) },
        {
          header: d.usage,
          numeric: true,
          cell: (code) => (
            <>
              {d.usageOf(code.times_used, code.usage_limit_total)}
              {code.usage_limit_per_customer ? <span className="admin-muted"> ({d.perCustomer(code.usage_limit_per_customer)})</span> : null}
            </>
          ),
        },
        { header: k.status, cell: (code) => <DiscountCodeBadge status={discountCodeStatus(code, now)} /> },
      ]}
    />
  );
}

/** A new code: its rule (percent, amount or free delivery), validity in Swedish days, and use limits. */
function NewCodeForm({ today }: { today: string }) {
  return (
    <Panel id="discount-new" title={d.createTitle}>
      <DiscountCodeFields action="/admin/api/discount-codes" submit={d.create} today={today} />
    </Panel>
  );
}

export default function Discounts({ loaderData }: Route.ComponentProps) {
  const { codes, now, done, failed } = loaderData;
  return (
    <>
      <PageHeader title={d.title} done={done} failed={failed} />
      <CodesTable codes={codes} now={now} />
      <NewCodeForm today={swedishDate(new Date(now))} />
    </>
  );
}
