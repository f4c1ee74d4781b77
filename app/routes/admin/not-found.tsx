import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { requireStaff } from '../../lib/back-office.server';

/** Any other address under /admin: the back office's own 404, inside its layout (never the shop's page). */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  throw data(null, { status: 404 });
}

export default function BackOfficeNotFound() {
  return null;
}
