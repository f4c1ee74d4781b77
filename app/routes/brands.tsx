import { data } from 'react-router';
import { brandsShown } from '../../domain/commerce-gate';
import type { Route } from './+types/brands';
import { pageTitle, siteNameOf } from '../lib/meta';
import { originOf, pageSeoMeta } from '../lib/seo-meta';
import { sv } from '../../common/copy/sv';
import { Breadcrumbs } from '../components/breadcrumbs';
import { NamedLinks } from '../components/named-links';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(sv.listing.brandsTitle, siteNameOf(matches)) },
  { name: 'description', content: sv.listing.brandsIntro },
  ...pageSeoMeta({ origin: originOf(matches), canonicalPath: '/tillverkare', title: sv.listing.brandsTitle, description: sv.listing.brandsIntro, siteName: siteNameOf(matches) }),
];

/** All brands, alphabetically grouped; the 'no brand' brand (id 1) is never listed. */
export async function loader({ context }: Route.LoaderArgs) {
  context.sharing.shareable = true;
  const snapshot = await context.services.catalog.snapshot();
  if (!brandsShown(snapshot.settings)) throw data(null, { status: 404 });
  const groups = new Map<string, { id: number; name: string; url: string }[]>();
  for (const brand of snapshot.brands) {
    const letter = brand.brand_name.charAt(0).toLocaleUpperCase('sv-SE');
    groups.set(letter, [...(groups.get(letter) ?? []), { id: brand.brand_id, name: brand.brand_name, url: brand.url }]);
  }
  return {
    groups: [...groups].sort(([a], [b]) => a.localeCompare(b, 'sv-SE')).map(([letter, brands]) => ({ letter, brands })),
  };
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page brands-page">
      <Breadcrumbs items={[{ name: sv.site.brands, url: '/tillverkare' }]} />
      <h1>{sv.listing.brandsTitle}</h1>
      <p>{sv.listing.brandsIntro}</p>
      <div className="brand-groups">
        {loaderData.groups.map((group) => (
          <section key={group.letter} aria-labelledby={`brands-${group.letter}`} className="brand-group">
            <h2 id={`brands-${group.letter}`}>{group.letter}</h2>
            <ul>
              <NamedLinks pages={group.brands} />
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
