import type { Route } from './+types/password-forgot';
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

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(c.reset.requestTitle, siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /konto/glomt-losenord: ask for a reset link. */
export async function loader({ context }: Route.LoaderArgs) {
  const flash = await takeAccountFlash(context);
  return { flash: flash && (flash.form === 'reset_request' || flash.form === 'notice') ? flash : null };
}

export default function PasswordForgot({ loaderData }: Route.ComponentProps) {
  const { flash } = loaderData;
  const form = refusedForm(flash?.form === 'reset_request' ? flash : null);
  return (
    <AccountPage title={c.reset.requestTitle} intro={c.reset.requestIntro}>
      <FlashMessage flash={flash} />
      <AccountForm action="/konto/glomt-losenord" label={c.reset.requestTitle}>
        <Field name="email" type="email" label={c.fields.email} autoComplete="email" inputMode="email" required defaultValue={form.value('email')} error={form.error('email')} />
        <SubmitButton className="button button--primary">
          {c.reset.requestSubmit}
        </SubmitButton>
      </AccountForm>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
