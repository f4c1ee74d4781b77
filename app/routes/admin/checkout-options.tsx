import type { Route } from './+types/checkout-options';
import { svBackOffice } from '../../copy/sv-back-office';
import { formatPrice } from '../../../domain/money';
import { requireAdmin } from '../../lib/back-office.server';

const b = svBackOffice;
const o = b.checkoutOptions;

export const meta: Route.MetaFunction = () => [{ title: b.title(o.title) }, { name: 'robots', content: 'noindex, nofollow' }];

/** /admin/leverans-och-betalning (admins only): every delivery and payment type, in the checkout's order. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return context.services.checkoutOptionsAdmin.list();
}

function customers(t: { for_private: number; for_company: number }): string {
  return [t.for_private ? o.forPrivate : null, t.for_company ? o.forCompany : null].filter(Boolean).join(', ');
}

function State({ active }: { active: number }) {
  return <span className={`admin-state admin-state--${active ? 'ok' : 'off'}`}>{active ? o.active : o.inactive}</span>;
}

export default function CheckoutOptions({ loaderData }: Route.ComponentProps) {
  const { delivery, payment } = loaderData;
  return (
    <>
      <h1>{o.title}</h1>
      <p>{o.intro}</p>
      <section className="admin-panel" aria-labelledby="delivery-types">
        <h2 id="delivery-types">{o.delivery}</h2>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col" className="admin-num">
                  {o.position}
                </th>
                <th scope="col">{o.name}</th>
                <th scope="col" className="admin-num">
                  {o.price}
                </th>
                <th scope="col">{o.countries}</th>
                <th scope="col">{o.ranges}</th>
                <th scope="col">{o.customers}</th>
                <th scope="col">{o.state}</th>
              </tr>
            </thead>
            <tbody>
              {delivery.map((t) => (
                <tr key={t.id}>
                  <td className="admin-num">{t.position}</td>
                  <td>
                    <a href={`/admin/leverans-och-betalning/frakt/${t.id}`} aria-label={o.editTitle(t.name)}>
                      {t.name}
                    </a>
                    {t.is_digital ? <span className="admin-muted"> ({o.digital})</span> : null}
                  </td>
                  <td className="admin-num">{t.price_incl_vat_ore === 0 ? o.free : formatPrice(t.price_incl_vat_ore)}</td>
                  <td>{t.countries}</td>
                  <td>{t.postal_code_ranges ? (JSON.parse(t.postal_code_ranges) as { from: string; to: string }[]).map((r) => `${r.from}–${r.to}`).join(', ') : o.everywhere}</td>
                  <td>{customers(t)}</td>
                  <td>
                    <State active={t.active} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="admin-panel" aria-labelledby="payment-types">
        <h2 id="payment-types">{o.payment}</h2>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col" className="admin-num">
                  {o.position}
                </th>
                <th scope="col">{o.name}</th>
                <th scope="col" className="admin-num">
                  {o.fee}
                </th>
                <th scope="col">{o.customers}</th>
                <th scope="col">{o.state}</th>
              </tr>
            </thead>
            <tbody>
              {payment.map((t) => (
                <tr key={t.id}>
                  <td className="admin-num">{t.position}</td>
                  <td>
                    <a href={`/admin/leverans-och-betalning/betalning/${t.id}`} aria-label={o.editTitle(t.name)}>
                      {t.name}
                    </a>
                    {t.is_credit ? <span className="admin-muted"> ({o.credit})</span> : null}
                  </td>
                  <td className="admin-num">{t.price_incl_vat_ore === 0 ? o.free : formatPrice(t.price_incl_vat_ore)}</td>
                  <td>{customers(t)}</td>
                  <td>
                    <State active={t.active} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
