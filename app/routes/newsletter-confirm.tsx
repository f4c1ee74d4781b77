import type { Route } from './+types/newsletter-confirm';
import { svNewsletter } from '../../common/copy/sv-newsletter';
import { pageTitle, siteNameOf } from '../lib/meta';
import { loadTokenLink, tokenLinkPage } from '../lib/account.server';
import { accountPageLinks, tokenPageHeaders } from '../lib/account-route';
import { RouteError } from '../components/not-found';
import { AccountForm, AccountPage, AccountSubmit, FlashMessage, InvalidLinkPage } from '../components/account/account-ui';

const n = svNewsletter;

export const links: Route.LinksFunction = accountPageLinks;

// The address holds a token: kept out of search engines, caches and referrers.
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(n.confirmTitle, siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = tokenPageHeaders;

/**
 * /nyhetsbrev/bekrafta/{token}: the confirmation mail's link. Opening it only shows the button; the POST confirms, as
 * mail scanners and link previews open links without the reader (decision 039).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { token, checked: state, flash } = await loadTokenLink(context, params.token, 'error', context.services.newsletter.confirmLinkState);
  return tokenLinkPage({ token, state, flash }, state === 'confirmed', state === 'expired');
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { token, state, flash } = loaderData;
  if (state !== 'confirmed') return <InvalidLinkPage title={n.confirmTitle} to="/nyhetsbrev" linkText={n.signUpAgain} message={state === 'expired' ? n.expired : n.invalid} />;
  return (
    <AccountPage title={n.confirmTitle} intro={n.confirmIntro}>
      <FlashMessage flash={flash} />
      <AccountForm action="/nyhetsbrev/bekrafta" label={n.confirmTitle}>
        <input type="hidden" name="token" value={token} />
        <AccountSubmit>{n.confirmSubmit}</AccountSubmit>
      </AccountForm>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
