import type { Route } from './+types/compare';
import { displayOptions } from '../lib/display.server';
import { pageTitle, siteNameOf } from '../lib/meta';
import { svCompare } from '../../common/copy/sv-compare';
import { ComparePage } from '../components/compare/compare-page';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(svCompare.title, siteNameOf(matches)) },
  { name: 'robots', content: 'noindex' },
];

/**
 * The products of `p` side by side. Depends on the address and the catalog only (the visitor's own list is read by
 * the browser), so visitors without a stored session share its render.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.sharing.shareable = true;
  const p = new URL(request.url).searchParams.get('p');
  const page = await context.services.compare.page(p, await displayOptions(context));
  return {
    products: page.products.map((product) => ({ card: product.card, purchasable: product.purchasable })),
    sections: page.sections,
  };
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage data={loaderData} />;
}
