import type { Route } from './+types/club-existing';
import { sv } from '../../common/copy/sv';
import { pageTitle, siteNameOf } from '../lib/meta';
import { takeAccountFlash } from '../lib/account.server';
import { RouteError } from '../components/not-found';
import { SubmitButton } from '../components/submit-button';
import { AccountForm, AccountPage, Field, FlashMessage, refusedForm } from '../components/account/account-ui';
import checkoutStylesUrl from '../styles/checkout.css?url';
import accountStylesUrl from '../styles/account.css?url';

const c = sv.account;

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkoutStylesUrl, precedence: 'default' },
  { rel: 'stylesheet', href: accountStylesUrl, precedence: 'default' },
];

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(c.existing.title, siteNameOf(matches)) }];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /kundklubb/existerande-kund: a customer who ordered without an account asks for a link to become a member. */
export async function loader({ context }: Route.LoaderArgs) {
  const flash = await takeAccountFlash(context);
  return { flash: flash && (flash.form === 'claim_request' || flash.form === 'notice') ? flash : null };
}

export default function ClubExisting({ loaderData }: Route.ComponentProps) {
  const { flash } = loaderData;
  const form = refusedForm(flash?.form === 'claim_request' ? flash : null);
  return (
    <AccountPage title={c.existing.title} intro={c.existing.intro}>
      <FlashMessage flash={flash} />
      <AccountForm action="/kundklubb/existerande-kund" label={c.existing.title}>
        <Field name="email" type="email" label={c.fields.email} autoComplete="email" inputMode="email" required defaultValue={form.value('email')} error={form.error('email')} />
        <SubmitButton className="button button--primary">
          {c.existing.submit}
        </SubmitButton>
      </AccountForm>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
