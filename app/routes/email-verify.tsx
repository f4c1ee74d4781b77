import type { Route } from './+types/email-verify';
import { svAccount } from '../../common/copy/sv-account';
import { pageTitle, siteNameOf } from '../lib/meta';
import { loadTokenLink, tokenLinkPage } from '../lib/account.server';
import { accountPageLinks, tokenPageHeaders } from '../lib/account-route';
import { RouteError } from '../components/not-found';
import { AccountForm, AccountPage, AccountSubmit, FlashMessage, InvalidLinkPage } from '../components/account/account-ui';

const c = svAccount;

export const links: Route.LinksFunction = accountPageLinks;

// The address holds a token: kept out of search engines, caches and referrers.
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(c.verify.title, siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = tokenPageHeaders;

/**
 * /konto/verifiera/{token}: the verification mail's link. Opening it only shows the button; the POST verifies, as
 * mail scanners and link previews open links without the reader (decision 039).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { token, checked: valid, flash } = await loadTokenLink(context, params.token, 'error', context.services.accounts.verifyTokenValid);
  return tokenLinkPage({ token, valid, flash }, valid);
}

export default function EmailVerify({ loaderData }: Route.ComponentProps) {
  const { token, valid, flash } = loaderData;
  if (!valid) return <InvalidLinkPage title={c.verify.title} to="/mina-sidor" linkText={c.myPages} />;
  return (
    <AccountPage title={c.verify.title} intro={c.verify.intro}>
      <FlashMessage flash={flash} />
      <AccountForm action="/konto/verifiera" label={c.verify.title}>
        <input type="hidden" name="token" value={token} />
        <AccountSubmit>{c.verify.submit}</AccountSubmit>
      </AccountForm>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
