import { Link, useRouteLoaderData } from 'react-router';
import type { ChromeData } from '../lib/chrome.server';
import type { Route } from './+types/home';
import { sv } from '../../common/copy/sv';
import { displayOptions } from '../lib/display.server';
import { pageTitle, siteNameOf } from '../lib/meta';
import { originOf, pageSeoMeta } from '../lib/seo-meta';
import { listingCard } from '../../services/catalog/product-card';
import { HomeCountdown } from '../components/product-widgets/home-countdown';
import { SocialImageFeed } from '../components/third-party-content';
import { NamedLinks } from '../components/named-links';
import { ProductGrid } from '../components/product-grid';

// The product grids hydrate with the page: their cards hold buy buttons, and a tap before a deferred grid had hydrated
// posted the no-JavaScript form (a page load, no buy modal) instead of the buy the shopper sees everywhere else.

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(sv.home.title, siteNameOf(matches)) },
  { name: 'description', content: sv.home.intro },
  ...pageSeoMeta({ origin: originOf(matches), canonicalPath: '/', title: siteNameOf(matches), description: sv.home.intro, siteName: siteNameOf(matches) }),
];

export async function loader({ context }: Route.LoaderArgs) {
  context.sharing.shareable = true;
  const home = await context.services.catalog.homePage(await displayOptions(context));
  return {
    categories: home.categories
      .filter((c) => c.productCount > 0)
      .map((c) => ({ id: c.id, name: c.name, url: c.url, image: c.image, productCount: c.productCount })),
    brands: home.brands.map((b) => ({ id: b.brand_id, name: b.brand_name, url: b.url })),
    // The cards as the page renders them: the loader data is serialised into the page.
    popular: home.popular.map(listingCard),
    discounted: home.discounted.map(listingCard),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, brands, popular, discounted } = loaderData;
  const twoColumnMinimum = useRouteLoaderData<ChromeData>('root')?.settings.minimumTwoColumnGrid ?? true;
  return (
    <div className="page home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{sv.home.title}</h1>
        <p>{sv.home.intro}</p>
      </section>
      <HomeCountdown />

      <section aria-labelledby="home-categories" className="section">
        <h2 id="home-categories">{sv.home.mainCategories}</h2>
        <ul className="category-tiles">
          {categories.map((category, index) => (
            <li key={category.id}>
              <Link to={category.url} className="category-tile">
                {category.image ? (
                  <img src={category.image} alt="" width={400} height={300} loading={index < 4 ? 'eager' : 'lazy'} />
                ) : null}
                <span className="category-tile__name">{category.name}</span>
                <span className="category-tile__count">{category.productCount} produkter</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {discounted.length > 0 ? (
        <section aria-labelledby="home-campaign" className="section">
          <h2 id="home-campaign">{sv.home.campaignProducts}</h2>
          <ProductGrid cards={discounted} twoColumnMinimum={twoColumnMinimum} belowFold />
        </section>
      ) : null}

      <section aria-labelledby="home-popular" className="section">
        <h2 id="home-popular">{sv.home.popularProducts}</h2>
        <ProductGrid cards={popular} twoColumnMinimum={twoColumnMinimum} belowFold />
      </section>

      {brands.length > 0 ? (
        <section aria-labelledby="home-brands" className="section">
          <h2 id="home-brands">{sv.home.brands}</h2>
          <ul className="brand-list">
            <NamedLinks pages={brands} />
          </ul>
        </section>
      ) : null}

      <SocialImageFeed />
    </div>
  );
}
