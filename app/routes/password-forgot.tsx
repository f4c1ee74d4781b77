import type { Route } from './+types/password-forgot';
import { svAccount } from '../../common/copy/sv-account';
import { pageTitle, siteNameOf } from '../lib/meta';
import { takeFlashOf } from '../lib/account.server';
import { accountPageLinks, privatePageHeaders } from '../lib/account-route';
import { RouteError } from '../components/not-found';
import { EmailRequestPage } from '../components/account/account-ui';

const c = svAccount;

export const links: Route.LinksFunction = accountPageLinks;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(c.reset.requestTitle, siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = privatePageHeaders;

/** /konto/glomt-losenord: ask for a reset link. */
export async function loader({ context }: Route.LoaderArgs) {
  return { flash: await takeFlashOf(context, 'reset_request', 'notice') };
}

export default function PasswordForgot({ loaderData }: Route.ComponentProps) {
  return <EmailRequestPage title={c.reset.requestTitle} intro={c.reset.requestIntro} action="/konto/glomt-losenord" submit={c.reset.requestSubmit} flash={loaderData.flash} form="reset_request" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
