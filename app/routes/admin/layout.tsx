import { Outlet, isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/layout';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { svInvoicePayments } from '../../../common/copy/sv-invoice-payments';
import { svAccounting } from '../../../common/copy/sv-accounting';
import { requireStaff } from '../../lib/back-office.server';
import { StaffForm, useBackOffice, type BackOfficeData } from '../../components/admin/back-office-ui';
import adminStylesUrl from '../../styles/admin.css?url';
import { SubmitButton } from '../../components/admin/form-parts';
import { backOfficeMeta } from '../../components/admin/page-meta';

const b = svBackOffice;

/** Tells the root to leave out the shop's header, menu and footer. */
export const handle = { backOffice: true };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminStylesUrl, precedence: 'default' }];

/** The pages name themselves; a refused or missing page gets its message as its title. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 403 ? b.forbidden : status === 404 ? b.notFoundTitle : b.failedTitle;
  return backOfficeMeta(title);
};

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });

export async function loader({ context, request }: Route.LoaderArgs): Promise<BackOfficeData> {
  const { staff, csrfToken } = requireStaff(context, request);
  return { staff: { email: staff.email, name: staff.name, role: staff.role }, csrfToken };
}

/**
 * Plain links, not client-side navigation: the dashboard's data request would be /admin.data, which the staff
 * cookie (path /admin) is never sent to. A full page load costs nothing here.
 */
function Navigation() {
  const { staff } = useBackOffice();
  const { pathname } = useLocation();
  const n = b.nav;
  const items: [string, string, boolean][] = [
    ['/admin', n.dashboard, pathname === '/admin'],
    ['/admin/ordrar', n.orders, pathname.startsWith('/admin/ordrar')],
    ['/admin/fakturor', svInvoicePayments.nav, pathname.startsWith('/admin/fakturor')],
    ['/admin/rabattkoder', n.discounts, pathname.startsWith('/admin/rabattkoder')],
    ['/admin/produkter', b.products.nav, pathname.startsWith('/admin/produkter')],
    ['/admin/medlemskampanjer', b.memberCampaigns.nav, pathname.startsWith('/admin/medlemskampanjer')],
    ['/admin/kategorier', b.categories.nav, pathname.startsWith('/admin/kategorier')],
    ['/admin/varumarken', b.brands.nav, pathname.startsWith('/admin/varumarken')],
    ['/admin/specifikationer', b.specifications.nav, pathname.startsWith('/admin/specifikationer')],
    ['/admin/audit', n.audit, pathname.startsWith('/admin/audit')],
    ['/admin/import-export', b.catalogCsv.nav, pathname.startsWith('/admin/import-export')],
    // Gift cards, delivery and payment types (admins only), returns cases and info pages (issue 18, second half).
    ...(staff.role === 'admin'
      ? ([
          ['/admin/presentkort', b.giftCards.nav, pathname.startsWith('/admin/presentkort')],
          ['/admin/leverans-och-betalning', b.checkoutOptions.nav, pathname.startsWith('/admin/leverans-och-betalning')],
        ] as [string, string, boolean][])
      : []),
    ['/admin/returer', b.returnCases.nav, pathname.startsWith('/admin/returer')],
    ['/admin/informationssidor', b.infoPages.nav, pathname.startsWith('/admin/informationssidor')],
    ...(staff.role === 'admin'
      ? ([
          ['/admin/personal', n.staff, pathname.startsWith('/admin/personal')],
          ['/admin/installningar', n.settings, pathname.startsWith('/admin/installningar')],
          ['/admin/bokforing', svAccounting.export.nav, pathname.startsWith('/admin/bokforing')],
        ] as [string, string, boolean][])
      : []),
  ];
  return (
    <nav className="admin-nav" aria-label={n.label}>
      <ul>
        {items.map(([href, label, current]) => (
          <li key={href}>
            <a href={href} aria-current={current ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
        <li>
          <a href="/">{n.toShop}</a>
        </li>
      </ul>
    </nav>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const { staff } = useBackOffice();
  return (
    <div className="admin">
      <a className="admin-skip" href="#admin-main">
        {b.skipToContent}
      </a>
      <header className="admin-header">
        <a className="admin-header__brand" href="/admin">
          {b.siteName}
        </a>
        <div className="admin-header__user">
          <span>{b.signedInAs(staff.email, b.roles[staff.role])}</span>
          <StaffForm action="/admin/logout">
            <SubmitButton tone="secondary">
              {b.logout}
            </SubmitButton>
          </StaffForm>
        </div>
      </header>
      <div className="admin-body">
        <Navigation />
        <main id="admin-main" className="admin-main">
          {children}
        </main>
      </div>
    </div>
  );
}

export default function BackOfficeLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const [title, text] = status === 403 ? [b.forbidden, ''] : status === 404 ? [b.notFoundTitle, b.notFoundText] : [b.failedTitle, b.failedText];
  const message = (
    <>
      <h1>{title}</h1>
      {text ? <p>{text}</p> : null}
    </>
  );
  // Without the layout's own data (its loader failed) there is nobody to show in the header.
  return useRouteLoaderData<BackOfficeData>('routes/admin/layout') ? <Shell>{message}</Shell> : <main id="admin-main" className="admin-main">{message}</main>;
}
