import { Link } from 'react-router';
import type { Route } from './+types/email-verify';
import { sv } from '../../common/copy/sv';
import { pageTitle, siteNameOf } from '../lib/meta';
import { takeAccountFlash } from '../lib/account.server';
import { RouteError } from '../components/not-found';
import { SubmitButton } from '../components/submit-button';
import { Alert } from '../components/checkout/alert';
import { AccountForm, AccountPage, FlashMessage, flashFor } from '../components/account/account-ui';
import checkoutStylesUrl from '../styles/checkout.css?url';
import accountStylesUrl from '../styles/account.css?url';

const c = sv.account;

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkoutStylesUrl, precedence: 'default' },
  { rel: 'stylesheet', href: accountStylesUrl, precedence: 'default' },
];

// The address holds a token: kept out of search engines, caches and referrers.
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(c.verify.title, siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' });

/**
 * /konto/verifiera/{token}: the verification mail's link. Opening it only shows the button; the POST verifies, as
 * mail scanners and link previews open links without the reader (decision 039).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const valid = await context.services.accounts.verifyTokenValid(params.token);
  const flash = await takeAccountFlash(context);
  return { token: params.token, valid, flash: flashFor(flash, 'error') };
}

export default function EmailVerify({ loaderData }: Route.ComponentProps) {
  const { token, valid, flash } = loaderData;
  if (!valid) {
    return (
      <AccountPage title={c.verify.title}>
        <Alert>{c.errors.linkInvalid}</Alert>
        <p>
          <Link to="/mina-sidor">{c.myPages}</Link>
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={c.verify.title} intro={c.verify.intro}>
      <FlashMessage flash={flash} />
      <AccountForm action="/konto/verifiera" label={c.verify.title}>
        <input type="hidden" name="token" value={token} />
        <SubmitButton className="button button--primary">{c.verify.submit}</SubmitButton>
      </AccountForm>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
