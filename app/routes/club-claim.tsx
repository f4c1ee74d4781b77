import { Link } from 'react-router';
import type { Route } from './+types/club-claim';
import { sv } from '../../common/copy/sv';
import { pageTitle, siteNameOf } from '../lib/meta';
import { takeAccountFlash } from '../lib/account.server';
import { RouteError } from '../components/not-found';
import { SubmitButton } from '../components/submit-button';
import { Alert } from '../components/checkout/alert';
import { AccountForm, AccountPage, Field, FlashMessage, refusedForm, flashFor } from '../components/account/account-ui';
import checkoutStylesUrl from '../styles/checkout.css?url';
import accountStylesUrl from '../styles/account.css?url';

const c = sv.account;

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkoutStylesUrl, precedence: 'default' },
  { rel: 'stylesheet', href: accountStylesUrl, precedence: 'default' },
];

// The address holds a token: kept out of search engines and caches.
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(c.existing.claimTitle, siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' });

/** /kundklubb/existerande-kund/{token}: the mailed link; choose a password and become a member. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const email = await context.services.accounts.claimEmail(params.token);
  const flash = await takeAccountFlash(context);
  return { token: params.token, email, flash: flashFor(flash, 'claim') };
}

export default function ClubClaim({ loaderData }: Route.ComponentProps) {
  const { token, email, flash } = loaderData;
  const form = refusedForm(flash);
  if (email === null) {
    return (
      <AccountPage title={c.existing.claimTitle}>
        <Alert>{c.errors.linkInvalid}</Alert>
        <p>
          <Link to="/kundklubb/existerande-kund">{c.existing.submit}</Link>
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={c.existing.claimTitle} intro={c.existing.claimIntro(email)}>
      <FlashMessage flash={flash} />
      <AccountForm action="/kundklubb/existerande-kund/aktivera" label={c.existing.claimTitle}>
        <input type="hidden" name="token" value={token} />
        <Field name="first_name" label={c.fields.first_name} autoComplete="given-name" half defaultValue={form.value('first_name')} error={form.error('first_name')} />
        <Field name="last_name" label={c.fields.last_name} autoComplete="family-name" half defaultValue={form.value('last_name')} error={form.error('last_name')} />
        <Field name="password" type="password" label={c.fields.password} autoComplete="new-password" required hint={c.passwordHint} error={form.error('password')} />
        <SubmitButton className="button button--primary">
          {c.existing.claimSubmit}
        </SubmitButton>
      </AccountForm>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
