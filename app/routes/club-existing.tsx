import type { Route } from './+types/club-existing';
import { svAccount } from '../../common/copy/sv-account';
import { pageTitle, siteNameOf } from '../lib/meta';
import { takeFlashOf } from '../lib/account.server';
import { accountPageLinks, privatePageHeaders } from '../lib/account-route';
import { RouteError } from '../components/not-found';
import { EmailRequestPage } from '../components/account/account-ui';

const c = svAccount;

export const links: Route.LinksFunction = accountPageLinks;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(c.existing.title, siteNameOf(matches)) }];

export const headers: Route.HeadersFunction = privatePageHeaders;

/** /kundklubb/existerande-kund: a customer who ordered without an account asks for a link to become a member. */
export async function loader({ context }: Route.LoaderArgs) {
  return { flash: await takeFlashOf(context, 'claim_request', 'notice') };
}

export default function ClubExisting({ loaderData }: Route.ComponentProps) {
  return <EmailRequestPage title={c.existing.title} intro={c.existing.intro} action="/kundklubb/existerande-kund" submit={c.existing.submit} flash={loaderData.flash} form="claim_request" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
