import type { Route } from './+types/newsletter';
import { svNewsletter } from '../../common/copy/sv-newsletter';
import { pageTitle, siteNameOf } from '../lib/meta';
import { takeFlashOf } from '../lib/account.server';
import { accountPageLinks, privatePageHeaders } from '../lib/account-route';
import { RouteError } from '../components/not-found';
import { AccountPage } from '../components/account/account-ui';
import { Alert } from '../components/checkout/alert';
import { NewsletterSignup } from '../components/newsletter-signup';
import { useCsrfToken } from '../components/cart/cart-hooks';

const n = svNewsletter;

export const links: Route.LinksFunction = accountPageLinks;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(n.title, siteNameOf(matches)) }];

export const headers: Route.HeadersFunction = privatePageHeaders;

/** /nyhetsbrev: the sign-up on a page of its own, where a form posted without JavaScript reads its answer. */
export async function loader({ context }: Route.LoaderArgs) {
  const [flash, snapshot] = await Promise.all([takeFlashOf(context, 'newsletter', 'notice'), context.services.catalog.snapshot()]);
  return { flash, open: snapshot.settings.newsletterActive };
}

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { flash, open } = loaderData;
  const csrfToken = useCsrfToken();
  const answer = flash ? { tone: flash.form === 'notice' ? ('info' as const) : ('error' as const), message: flash.message, errors: flash.errors } : null;
  return (
    <AccountPage title={n.title} intro={n.intro}>
      {open ? (
        <NewsletterSignup csrfToken={csrfToken} className="newsletter-signup--page" initial={{ email: flash?.values.email ?? '', answer }} />
      ) : (
        <Alert tone="info">{flash?.message ?? n.closed}</Alert>
      )}
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
