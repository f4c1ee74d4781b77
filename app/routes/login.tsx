import { Link, redirect } from 'react-router';
import type { Route } from './+types/login';
import { safeLocalPath } from '../../domain/account';
import { svAccount } from '../../common/copy/sv-account';
import { pageTitle, siteNameOf } from '../lib/meta';
import { takeFlashOf } from '../lib/account.server';
import { accountPageLinks, privatePageHeaders } from '../lib/account-route';
import { RouteError } from '../components/not-found';
import { AccountForm, AccountLinks, AccountPage, AccountSubmit, EmailField, Field, FlashMessage, refusedForm, flashFor } from '../components/account/account-ui';

const c = svAccount;

export const links: Route.LinksFunction = accountPageLinks;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(c.login.title, siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = privatePageHeaders;

/** /login: the login form; a logged-in visitor goes straight on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = safeLocalPath(url.searchParams.get('tillbaka'), '/mina-sidor');
  if (context.session.customerId !== null) throw redirect(target);
  const flash = await takeFlashOf(context, 'login', 'notice', 'error');
  const notice = url.searchParams.get('utloggad') === '1' ? c.login.loggedOut : null;
  return { target, flash, notice };
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { target, flash, notice } = loaderData;
  const form = refusedForm(flashFor(flash, 'login'));
  return (
    <AccountPage title={c.login.title} intro={c.login.intro}>
      <FlashMessage flash={flash ?? (notice ? { form: 'notice', message: notice, errors: {}, values: {} } : null)} />
      <AccountForm action="/konto/login" label={c.login.title}>
        <input type="hidden" name="redirect" value={target} />
        <EmailField form={form} />
        <Field name="password" type="password" label={c.fields.password} autoComplete="current-password" required error={form.error('password')} />
        <AccountSubmit>{c.login.submit}</AccountSubmit>
      </AccountForm>
      <AccountLinks>
        <li>
          <Link to="/konto/glomt-losenord">{c.login.forgot}</Link>
        </li>
        <li>
          {c.login.noAccount} <Link to="/kundklubb/registrera-dig">{c.login.becomeMember}</Link>
        </li>
      </AccountLinks>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
