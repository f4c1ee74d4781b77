import type { Route } from './+types/checkout-options';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { formatPrice } from '../../../domain/money';
import { requireAdmin } from '../../lib/back-office.server';
import { Badge, Panel } from '../../components/admin/back-office-ui';
import { DataTable, type Column } from '../../components/admin/data-table';
import { backOfficeMeta } from '../../components/admin/page-meta';

const o = svBackOffice.checkoutOptions;

export const meta: Route.MetaFunction = () => backOfficeMeta(o.title);

/** /admin/leverans-och-betalning (admins only): every delivery and payment type, in the checkout's order. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return context.services.checkoutOptionsAdmin.list();
}

/** What the two tables share: a type's place, name (to its form) with a note, price or fee, customers and state. */
interface CheckoutOptionRow {
  id: number;
  position: number;
  name: string;
  price_incl_vat_ore: number;
  for_private: number;
  for_company: number;
  active: number;
}

/** One of the two tables: the shared columns around the delivery types' own (`middle`); `form` is the path of a type's form. */
function OptionTable<T extends CheckoutOptionRow>({ rows, form, note, priceHeader, middle = [] }: { rows: T[]; form: string; note: (t: T) => string | null; priceHeader: string; middle?: Column<T>[] }) {
  const columns: Column<T>[] = [
    { header: o.position, numeric: true, cell: (t) => t.position },
    {
      header: o.name,
      cell: (t) => {
        const noted = note(t);
        return (
          <>
            <a href={`/admin/leverans-och-betalning/${form}/${t.id}`} aria-label={o.editTitle(t.name)}>
              {t.name}
            </a>
            {noted ? <span className="admin-muted"> ({noted})</span> : null}
          </>
        );
      },
    },
    { header: priceHeader, numeric: true, cell: (t) => (t.price_incl_vat_ore === 0 ? o.free : formatPrice(t.price_incl_vat_ore)) },
    ...middle,
    { header: o.customers, cell: (t) => [t.for_private ? o.forPrivate : null, t.for_company ? o.forCompany : null].filter(Boolean).join(', ') },
    { header: o.state, cell: (t) => <Badge tone={t.active ? 'ok' : 'off'} text={t.active ? o.active : o.inactive} /> },
  ];
  return <DataTable rows={rows} rowKey={(t) => t.id} columns={columns} />;
}

function postalCodeRanges(ranges: string | null): string {
  return ranges ? (JSON.parse(ranges) as { from: string; to: string }[]).map((r) => `${r.from}–${r.to}`).join(', ') : o.everywhere;
}

export default function CheckoutOptions({ loaderData }: Route.ComponentProps) {
  const { delivery, payment } = loaderData;
  return (
    <>
      <h1>{o.title}</h1>
      <p>{o.intro}</p>
      <Panel id="delivery-types" title={o.delivery}>
        <OptionTable
          rows={delivery}
          form="frakt"
          note={(t) => (t.is_digital ? o.digital : null)}
          priceHeader={o.price}
          middle={[
            { header: o.countries, cell: (t) => t.countries },
            { header: o.ranges, cell: (t) => postalCodeRanges(t.postal_code_ranges) },
          ]}
        />
      </Panel>
      <Panel id="payment-types" title={o.payment}>
        <OptionTable rows={payment} form="betalning" note={(t) => (t.is_credit ? o.credit : null)} priceHeader={o.fee} />
      </Panel>
    </>
  );
}
