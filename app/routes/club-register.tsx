import { useState } from 'react';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/club-register';
import { sv } from '../../common/copy/sv';
import { svAccount } from '../../common/copy/sv-account';
import { pageTitle, siteNameOf } from '../lib/meta';
import { takeFlashOf } from '../lib/account.server';
import { accountPageLinks, privatePageHeaders } from '../lib/account-route';
import { RouteError } from '../components/not-found';
import { useHydrated } from '../components/cart/cart-hooks';
import { AccountForm, AccountLinks, AccountPage, AccountSubmit, Checkbox, EmailField, Field, FlashMessage, refusedForm } from '../components/account/account-ui';

const c = svAccount;

export const links: Route.LinksFunction = accountPageLinks;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(c.register.title, siteNameOf(matches)) }];

export const headers: Route.HeadersFunction = privatePageHeaders;

/** /kundklubb/registrera-dig: become a member (an account with membership). A logged-in customer has one. */
export async function loader({ context }: Route.LoaderArgs) {
  if (context.session.customerId !== null) throw redirect('/mina-sidor');
  return { flash: await takeFlashOf(context, 'register') };
}

export default function ClubRegister({ loaderData }: Route.ComponentProps) {
  const { flash } = loaderData;
  const form = refusedForm(flash);
  const [type, setType] = useState(form.value('customer_type', 'private') === 'company' ? 'company' : 'private');
  const f = c.fields;
  const hydrated = useHydrated();
  return (
    <AccountPage title={c.register.title} intro={c.register.intro}>
      <FlashMessage flash={flash} />
      <AccountForm action="/konto/registrera" label={c.register.title}>
        <fieldset>
          <legend>{f.customer_type}</legend>
          <div className="account-form__radios">
            {(['private', 'company'] as const).map((value) => (
              <label key={value}>
                <input type="radio" name="customer_type" value={value} checked={type === value} onChange={() => setType(value)} />
                {c.customerTypes[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <Field name="first_name" label={f.first_name} autoComplete="given-name" required half defaultValue={form.value('first_name')} error={form.error('first_name')} />
        <Field name="last_name" label={f.last_name} autoComplete="family-name" required half defaultValue={form.value('last_name')} error={form.error('last_name')} />
        {/* Always in the page, so the form works without JavaScript: CSS (:has) hides it while 'Privatperson' is
            chosen, and a browser without :has shows it with its hint. The server requires it for a company only, so
            the browser is asked to require it only once the page's script follows the choice. */}
        <div className="account-form__company">
          <Field
            name="company"
            label={f.company}
            autoComplete="organization"
            required={hydrated && type === 'company'}
            hint={sv.accountRegister.companyHint}
            defaultValue={form.value('company')}
            error={form.error('company')}
          />
        </div>
        <EmailField form={form} />
        <Field name="password" type="password" label={f.password} autoComplete="new-password" required hint={c.passwordHint} error={form.error('password')} />
        <Field name="mobile" type="tel" label={f.mobile} autoComplete="tel" inputMode="tel" defaultValue={form.value('mobile')} error={form.error('mobile')} />
        <fieldset>
          <legend>{c.register.addressLegend}</legend>
          <Field name="address" label={f.address} autoComplete="street-address" defaultValue={form.value('address')} error={form.error('address')} />
          <Field name="co" label={f.co} autoComplete="off" defaultValue={form.value('co')} error={form.error('co')} />
          <Field name="postal_code" label={f.postal_code} autoComplete="postal-code" inputMode="numeric" half defaultValue={form.value('postal_code')} error={form.error('postal_code')} />
          <Field name="city" label={f.city} autoComplete="address-level2" half defaultValue={form.value('city')} error={form.error('city')} />
        </fieldset>
        <Checkbox name="newsletter" label={f.newsletter} defaultChecked={form.value('newsletter') === '1'} />
        <AccountSubmit>{c.register.submit}</AccountSubmit>
      </AccountForm>
      <AccountLinks>
        <li>
          {c.register.haveAccount} <Link to="/login">{c.login.title}</Link>
        </li>
      </AccountLinks>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
