import { useState } from 'react';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/my-pages';
import { formatChargedAmount, kronorToOre } from '../../domain/money';
import { sv } from '../../common/copy/sv';
import { svAccount } from '../../common/copy/sv-account';
import { pageTitle, siteNameOf } from '../lib/meta';
import { takeAccountFlash } from '../lib/account.server';
import { accountPageLinks, privatePageHeaders } from '../lib/account-route';
import { RouteError } from '../components/not-found';
import { SubmitButton } from '../components/submit-button';
import { SuccessModal } from '../components/success-modal';
import { useHydrated } from '../components/cart/cart-hooks';
import { AccountForm, AccountPage, AccountSection, AccountSubmit, AccountTableHead, Checkbox, Field, FlashMessage, refusedForm, flashFor } from '../components/account/account-ui';
import type { AddressView, CustomerProfile, OrderSummary } from '../../services/accounts/account-service';
import type { AccountFlash } from '../../services/accounts/account-flash';

const c = svAccount;
const p = c.myPagesPage;

export const links: Route.LinksFunction = accountPageLinks;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(p.title, siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = privatePageHeaders;

/** /mina-sidor: the logged-in customer's profile, newsletter choice, addresses and orders; a guest goes to the login. */
export async function loader({ context }: Route.LoaderArgs) {
  const customerId = context.session.customerId;
  if (customerId === null) throw redirect('/login?tillbaka=%2Fmina-sidor');
  const { accounts } = context.services;
  const [profile, addresses, orders] = await Promise.all([accounts.profile(customerId), accounts.addresses(customerId), accounts.orders(customerId)]);
  if (!profile) throw redirect('/login?tillbaka=%2Fmina-sidor');
  const flash = await takeAccountFlash(context);
  return { profile, addresses, orders, flash };
}

const dateFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'Europe/Stockholm' });

function AddressFields({ form, address }: { form: ReturnType<typeof refusedForm>; address?: AddressView }) {
  const f = c.fields;
  const value = (field: keyof AddressView & string) => form.value(field, address ? String(address[field]) : '');
  return (
    <>
      <Field name="first_name" label={f.first_name} autoComplete="given-name" required half defaultValue={value('first_name')} error={form.error('first_name')} />
      <Field name="last_name" label={f.last_name} autoComplete="family-name" required half defaultValue={value('last_name')} error={form.error('last_name')} />
      <Field name="address" label={f.address} autoComplete="street-address" required defaultValue={value('address')} error={form.error('address')} />
      <Field name="co" label={f.co} autoComplete="off" defaultValue={value('co')} error={form.error('co')} />
      <Field name="postal_code" label={f.postal_code} autoComplete="postal-code" inputMode="numeric" required half defaultValue={value('postal_code')} error={form.error('postal_code')} />
      <Field name="city" label={f.city} autoComplete="address-level2" required half defaultValue={value('city')} error={form.error('city')} />
      <Field name="mobile" type="tel" label={f.mobile} autoComplete="tel" inputMode="tel" defaultValue={value('mobile')} error={form.error('mobile')} />
      <Checkbox name="is_default" label={f.is_default} defaultChecked={address?.is_default ?? false} />
    </>
  );
}

function Address({ address, flash }: { address: AddressView; flash: AccountFlash | null }) {
  const own = flashFor(flash, `address_${address.id}`);
  return (
    <li className={`account-address${address.is_default ? ' account-address--default' : ''}`}>
      <p>
        <strong>
          {address.first_name} {address.last_name}
        </strong>
        {address.is_default ? <span className="account-badge">{p.defaultAddress}</span> : null}
      </p>
      <p>{address.address}</p>
      {address.co ? <p>c/o {address.co}</p> : null}
      <p>
        {address.postal_code} {address.city}
      </p>
      <div className="account-address__actions">
        <details open={own !== null}>
          <summary aria-label={p.editAddressLabel(address.summary)}>{p.editAddress}</summary>
          <AccountForm action={`/konto/adresser/${address.id}`} label={p.editAddressLabel(address.summary)}>
            <FlashMessage flash={own} />
            <AddressFields form={refusedForm(own)} address={address} />
            <AccountSubmit>{p.saveAddress}</AccountSubmit>
          </AccountForm>
        </details>
        <AccountForm action={`/konto/adresser/${address.id}/ta-bort`} label={p.deleteAddressLabel(address.summary)}>
          <SubmitButton className="link-button" aria-label={p.deleteAddressLabel(address.summary)}>
            {p.deleteAddress}
          </SubmitButton>
        </AccountForm>
      </div>
    </li>
  );
}

/**
 * A saved change: the success modal once the page can close it again; before that (and without JavaScript) the
 * same words as a notice on the page.
 */
function SavedConfirmation({ flash }: { flash: AccountFlash | null }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(true);
  if (!flash) return null;
  if (!hydrated) return <FlashMessage flash={{ ...flash, form: 'notice' }} />;
  return open ? <SuccessModal title={sv.successModal.savedTitle} message={sv.successModal.savedText} onClose={() => setOpen(false)} /> : null;
}

/** The greeting, membership and verification state, with the buttons to resend the verification and to log out. */
function AccountSummary({ profile }: { profile: CustomerProfile }) {
  return (
    <div className="account-summary">
      <div>
        <p>
          <strong>{p.greeting(profile.first_name || profile.email)}</strong>
        </p>
        <p>{profile.is_member ? p.member : p.notMember}</p>
        {profile.email_verified ? null : <p>{p.unverified}</p>}
      </div>
      <div className="club-box__actions">
        {profile.email_verified ? null : (
          <AccountForm action="/konto/verifiera/skicka-igen">
            <SubmitButton className="button">{p.resendVerification}</SubmitButton>
          </AccountForm>
        )}
        <AccountForm action="/konto/logout">
          <SubmitButton className="button">{c.logout}</SubmitButton>
        </AccountForm>
      </div>
    </div>
  );
}

function OrdersSection({ orders }: { orders: OrderSummary[] }) {
  return (
    <AccountSection id="ordrar" title={p.orders}>
      {orders.length === 0 ? (
        <p>{p.noOrders}</p>
      ) : (
        <table className="account-table">
          <AccountTableHead columns={[p.orderNumber, p.orderDate, p.orderStatus]} amount={p.orderTotal} />
          <tbody>
            {orders.map((order) => (
              <tr key={order.order_number}>
                <td>
                  <Link to={`/mina-sidor/ordrar/${order.order_number}`} aria-label={p.showOrder(order.order_number)}>
                    {order.order_number}
                  </Link>
                </td>
                <td>{dateFormat.format(new Date(order.created_at))}</td>
                <td>{order.status_text}</td>
                <td className="account-table__amount">{formatChargedAmount(kronorToOre(order.total))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AccountSection>
  );
}

function ProfileSection({ profile, flash }: { profile: CustomerProfile; flash: AccountFlash | null }) {
  const own = flashFor(flash, 'profile');
  const form = refusedForm(own);
  const f = c.fields;
  return (
    <AccountSection id="uppgifter" title={p.profile}>
      <FlashMessage flash={own} />
      <AccountForm action="/konto/profil" label={p.profile}>
        <Field name="first_name" label={f.first_name} autoComplete="given-name" required half defaultValue={form.value('first_name', profile.first_name)} error={form.error('first_name')} />
        <Field name="last_name" label={f.last_name} autoComplete="family-name" required half defaultValue={form.value('last_name', profile.last_name)} error={form.error('last_name')} />
        {profile.customer_type === 'company' ? (
          <Field name="company" label={f.company} autoComplete="organization" required defaultValue={form.value('company', profile.company)} error={form.error('company')} />
        ) : (
          <input type="hidden" name="company" value="" />
        )}
        <Field name="mobile" type="tel" label={f.mobile} autoComplete="tel" inputMode="tel" defaultValue={form.value('mobile', profile.mobile)} error={form.error('mobile')} />
        <p>
          {f.email}: <strong>{profile.email}</strong> · {f.customer_type}: {c.customerTypes[profile.customer_type]}
        </p>
        <AccountSubmit>{p.saveProfile}</AccountSubmit>
      </AccountForm>
    </AccountSection>
  );
}

function AddressesSection({ addresses, flash }: { addresses: AddressView[]; flash: AccountFlash | null }) {
  const newAddress = flashFor(flash, 'address_new');
  return (
    <AccountSection id="adresser" title={p.addresses}>
      {addresses.length === 0 ? <p>{p.noAddresses}</p> : null}
      <ul className="account-addresses">
        {addresses.map((address) => (
          <Address key={address.id} address={address} flash={flash} />
        ))}
      </ul>
      <details className="account-add" open={newAddress !== null}>
        <summary>{p.addAddress}</summary>
        <AccountForm action="/konto/adresser" label={p.addAddress}>
          <FlashMessage flash={newAddress} />
          <AddressFields form={refusedForm(newAddress)} />
          <AccountSubmit>{p.saveAddress}</AccountSubmit>
        </AccountForm>
      </details>
    </AccountSection>
  );
}

export default function MyPages({ loaderData }: Route.ComponentProps) {
  const { profile, addresses, orders, flash } = loaderData;
  const pageMessage = flash && (flash.form === 'notice' || flash.form === 'error') ? flash : null;
  const saved = flash?.form === 'saved' ? flash : null;
  return (
    <AccountPage title={p.title} wide>
      <FlashMessage flash={pageMessage} />
      <SavedConfirmation flash={saved} />
      <AccountSummary profile={profile} />
      <OrdersSection orders={orders} />
      <ProfileSection profile={profile} flash={flash} />
      <AccountSection id="nyhetsbrev" title={p.newsletter}>
        <AccountForm action="/konto/nyhetsbrev" label={p.newsletter}>
          <Checkbox name="newsletter" label={c.fields.newsletter} defaultChecked={profile.newsletter} />
          <SubmitButton className="button">{p.saveNewsletter}</SubmitButton>
        </AccountForm>
      </AccountSection>
      <AddressesSection addresses={addresses} flash={flash} />
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
