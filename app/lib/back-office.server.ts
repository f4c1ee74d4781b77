import { data, redirect, type AppLoadContext } from 'react-router';
import type { StaffPrincipal } from '../../services/admin/staff-service';

/**
 * The staff member a back-office loader serves. The server's gate (server/plugins/back-office.ts) already sent
 * everyone else to the login; this is the loader's own check, so a page can never render without one.
 */
export function requireStaff(context: AppLoadContext, request: Request): StaffPrincipal {
  if (!context.staff) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?tillbaka=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return context.staff;
}

/** Staff accounts and settings: an admin only (a staff member must not make themselves one). */
export function requireAdmin(context: AppLoadContext, request: Request): StaffPrincipal {
  const principal = requireStaff(context, request);
  if (principal.staff.role !== 'admin') throw data(null, { status: 403 });
  return principal;
}
