import { Link, redirect } from 'react-router';
import type { Route } from './+types/login';
import { safeLocalPath } from '../../domain/account';
import { sv } from '../../common/copy/sv';
import { pageTitle, siteNameOf } from '../lib/meta';
import { takeAccountFlash } from '../lib/account.server';
import { RouteError } from '../components/not-found';
import { SubmitButton } from '../components/submit-button';
import { AccountForm, AccountPage, Field, FlashMessage, refusedForm, flashFor } from '../components/account/account-ui';
import checkoutStylesUrl from '../styles/checkout.css?url';
import accountStylesUrl from '../styles/account.css?url';

const c = sv.account;

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkoutStylesUrl, precedence: 'default' },
  { rel: 'stylesheet', href: accountStylesUrl, precedence: 'default' },
];

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(c.login.title, siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /login: the login form; a logged-in visitor goes straight on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = safeLocalPath(url.searchParams.get('tillbaka'), '/mina-sidor');
  if (context.session.customerId !== null) throw redirect(target);
  const flash = await takeAccountFlash(context);
  const notice = url.searchParams.get('utloggad') === '1' ? c.login.loggedOut : null;
  return { target, flash: flash && (flash.form === 'login' || flash.form === 'notice' || flash.form === 'error') ? flash : null, notice };
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { target, flash, notice } = loaderData;
  const form = refusedForm(flashFor(flash, 'login'));
  return (
    <AccountPage title={c.login.title} intro={c.login.intro}>
      <FlashMessage flash={flash ?? (notice ? { form: 'notice', message: notice, errors: {}, values: {} } : null)} />
      <AccountForm action="/konto/login" label={c.login.title}>
        <input type="hidden" name="redirect" value={target} />
        <Field name="email" type="email" label={c.fields.email} autoComplete="email" inputMode="email" required defaultValue={form.value('email')} error={form.error('email')} />
        <Field name="password" type="password" label={c.fields.password} autoComplete="current-password" required error={form.error('password')} />
        <SubmitButton className="button button--primary">
          {c.login.submit}
        </SubmitButton>
      </AccountForm>
      <ul className="account-links">
        <li>
          <Link to="/konto/glomt-losenord">{c.login.forgot}</Link>
        </li>
        <li>
          {c.login.noAccount} <Link to="/kundklubb/registrera-dig">{c.login.becomeMember}</Link>
        </li>
        <li>
          {c.login.existing} <Link to="/kundklubb/existerande-kund">{c.login.existingLink}</Link>
        </li>
      </ul>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
