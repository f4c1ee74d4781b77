import type { Route } from './+types/password-reset';
import { svAccount } from '../../common/copy/sv-account';
import { pageTitle, siteNameOf } from '../lib/meta';
import { loadTokenLink, tokenLinkPage } from '../lib/account.server';
import { accountPageLinks, tokenPageHeaders } from '../lib/account-route';
import { RouteError } from '../components/not-found';
import { AccountForm, AccountPage, AccountSubmit, Field, FlashMessage, InvalidLinkPage, refusedForm } from '../components/account/account-ui';

const c = svAccount;

export const links: Route.LinksFunction = accountPageLinks;

// The address holds a token: kept out of search engines, caches and referrers.
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(c.reset.title, siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = tokenPageHeaders;

/** /konto/aterstall-losenord/{token}: the mailed link; choose a new password (once, within the hour). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { token, checked: valid, flash } = await loadTokenLink(context, params.token, 'reset', context.services.accounts.resetTokenValid);
  return tokenLinkPage({ token, valid, flash }, valid);
}

export default function PasswordReset({ loaderData }: Route.ComponentProps) {
  const { token, valid, flash } = loaderData;
  const form = refusedForm(flash);
  if (!valid) return <InvalidLinkPage title={c.reset.title} to="/konto/glomt-losenord" linkText={c.reset.requestSubmit} />;
  return (
    <AccountPage title={c.reset.title}>
      <FlashMessage flash={flash} />
      <AccountForm action="/konto/aterstall-losenord" label={c.reset.title}>
        <input type="hidden" name="token" value={token} />
        <Field name="password" type="password" label={c.fields.newPassword} autoComplete="new-password" required hint={c.passwordHint} error={form.error('password')} />
        <AccountSubmit>{c.reset.submit}</AccountSubmit>
      </AccountForm>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
