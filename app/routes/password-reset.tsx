import { Link } from 'react-router';
import type { Route } from './+types/password-reset';
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

// The address holds a token: kept out of search engines, caches and referrers.
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(c.reset.title, siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' });

/** /konto/aterstall-losenord/{token}: the mailed link; choose a new password (once, within the hour). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const valid = await context.services.accounts.resetTokenValid(params.token);
  const flash = await takeAccountFlash(context);
  return { token: params.token, valid, flash: flashFor(flash, 'reset') };
}

export default function PasswordReset({ loaderData }: Route.ComponentProps) {
  const { token, valid, flash } = loaderData;
  const form = refusedForm(flash);
  if (!valid) {
    return (
      <AccountPage title={c.reset.title}>
        <Alert>{c.errors.linkInvalid}</Alert>
        <p>
          <Link to="/konto/glomt-losenord">{c.reset.requestSubmit}</Link>
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={c.reset.title}>
      <FlashMessage flash={flash} />
      <AccountForm action="/konto/aterstall-losenord" label={c.reset.title}>
        <input type="hidden" name="token" value={token} />
        <Field name="password" type="password" label={c.fields.newPassword} autoComplete="new-password" required hint={c.passwordHint} error={form.error('password')} />
        <SubmitButton className="button button--primary">
          {c.reset.submit}
        </SubmitButton>
      </AccountForm>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
