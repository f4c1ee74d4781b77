import type { Route } from './+types/club-claim';
import { svAccount } from '../../common/copy/sv-account';
import { pageTitle, siteNameOf } from '../lib/meta';
import { loadTokenLink, tokenLinkPage } from '../lib/account.server';
import { accountPageLinks, tokenPageHeaders } from '../lib/account-route';
import { RouteError } from '../components/not-found';
import { AccountForm, AccountPage, AccountSubmit, Field, FlashMessage, InvalidLinkPage, refusedForm } from '../components/account/account-ui';

const c = svAccount;

export const links: Route.LinksFunction = accountPageLinks;

// The address holds a token: kept out of search engines and caches.
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(c.existing.claimTitle, siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = tokenPageHeaders;

/** /kundklubb/existerande-kund/{token}: the mailed link; choose a password and become a member. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { token, checked: email, flash } = await loadTokenLink(context, params.token, 'claim', context.services.accounts.claimEmail);
  return tokenLinkPage({ token, email, flash }, email !== null);
}

export default function ClubClaim({ loaderData }: Route.ComponentProps) {
  const { token, email, flash } = loaderData;
  const form = refusedForm(flash);
  if (email === null) return <InvalidLinkPage title={c.existing.claimTitle} to="/kundklubb/existerande-kund" linkText={c.existing.submit} />;
  return (
    <AccountPage title={c.existing.claimTitle} intro={c.existing.claimIntro(email)}>
      <FlashMessage flash={flash} />
      <AccountForm action="/kundklubb/existerande-kund/aktivera" label={c.existing.claimTitle}>
        <input type="hidden" name="token" value={token} />
        <Field name="first_name" label={c.fields.first_name} autoComplete="given-name" half defaultValue={form.value('first_name')} error={form.error('first_name')} />
        <Field name="last_name" label={c.fields.last_name} autoComplete="family-name" half defaultValue={form.value('last_name')} error={form.error('last_name')} />
        <Field name="password" type="password" label={c.fields.password} autoComplete="new-password" required hint={c.passwordHint} error={form.error('password')} />
        <AccountSubmit>{c.existing.claimSubmit}</AccountSubmit>
      </AccountForm>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
