import type { Route } from './+types/newsletter-unsubscribe';
import { svNewsletter } from '../../common/copy/sv-newsletter';
import { pageTitle, siteNameOf } from '../lib/meta';
import { loadTokenLink, tokenLinkPage } from '../lib/account.server';
import { accountPageLinks, tokenPageHeaders } from '../lib/account-route';
import { RouteError } from '../components/not-found';
import { AccountForm, AccountPage, AccountSubmit, FlashMessage, InvalidLinkPage } from '../components/account/account-ui';

const n = svNewsletter;

export const links: Route.LinksFunction = accountPageLinks;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(n.unsubscribeTitle, siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = tokenPageHeaders;

/** /nyhetsbrev/avsluta/{token}: the mail's unsubscribe link; its button ends the subscription (opening it changes nothing, decision 039). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { token, checked: valid, flash } = await loadTokenLink(context, params.token, 'error', context.services.newsletter.unsubscribeLinkValid);
  return tokenLinkPage({ token, valid, flash }, valid);
}

export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  const { token, valid, flash } = loaderData;
  if (!valid) return <InvalidLinkPage title={n.unsubscribeTitle} to="/nyhetsbrev" linkText={n.signUpAgain} message={n.invalid} />;
  return (
    <AccountPage title={n.unsubscribeTitle} intro={n.unsubscribeIntro}>
      <FlashMessage flash={flash} />
      <AccountForm action="/nyhetsbrev/avsluta" label={n.unsubscribeTitle}>
        <input type="hidden" name="token" value={token} />
        <AccountSubmit>{n.unsubscribeSubmit}</AccountSubmit>
      </AccountForm>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
