import { redirect } from 'react-router';
import type { Route } from './+types/login';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import adminStylesUrl from '../../styles/admin.css?url';
import { Field, SubmitButton } from '../../components/admin/form-parts';
import { backOfficeMeta } from '../../components/admin/page-meta';

const b = svBackOffice;
const l = b.login;

/** Tells the root to leave out the shop's header, menu and footer. */
export const handle = { backOffice: true };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminStylesUrl, precedence: 'default' }];

export const meta: Route.MetaFunction = () => backOfficeMeta(l.title);

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });

/**
 * /admin/login: the staff login. The form carries the shopper session's CSRF token (there is no staff session yet);
 * server/api/back-office.ts checks the password, rate-limits and sends the staff member on.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  // Already logged in: straight on to the back office.
  if (context.staff) throw redirect('/admin');
  const url = new URL(request.url);
  const error = url.searchParams.get('fel');
  const message = error === 'fel' ? l.wrong : error === 'saknas' ? l.missing : error === 'for-manga' ? l.tooMany : null;
  const notice = url.searchParams.get('utloggad') ? l.loggedOut : url.searchParams.get('tillbaka') ? l.expired : null;
  return { csrfToken: context.csrfToken, target: url.searchParams.get('tillbaka') ?? '', message, notice };
}

export default function BackOfficeLogin({ loaderData }: Route.ComponentProps) {
  const { csrfToken, target, message, notice } = loaderData;
  return (
    <main id="admin-main" className="admin-login">
      <form method="post" action="/admin/login" className="admin-login__form" aria-labelledby="admin-login-title">
        <p className="admin-login__brand">{b.siteName}</p>
        <h1 id="admin-login-title">{l.title}</h1>
        <p>{l.intro}</p>
        {message ? (
          <p className="admin-notice admin-notice--error" role="alert">
            {message}
          </p>
        ) : notice ? (
          <p className="admin-notice" role="status">
            {notice}
          </p>
        ) : null}
        <input type="hidden" name="_token" value={csrfToken} />
        <input type="hidden" name="tillbaka" value={target} />
        <Field label={l.email}>
          <input type="email" name="email" autoComplete="username" required maxLength={300} />
        </Field>
        <Field label={l.password}>
          <input type="password" name="password" autoComplete="current-password" required maxLength={1024} />
        </Field>
        <SubmitButton>
          {l.submit}
        </SubmitButton>
      </form>
    </main>
  );
}
