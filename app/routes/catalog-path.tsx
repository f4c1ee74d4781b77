import { data, redirect } from 'react-router';
import type { Route } from './+types/catalog-path';
import { displayOptions } from '../lib/display.server';
import { pageTitle, siteNameOf } from '../lib/meta';
import { brandSeoMeta, listingCanonicalPath, originOf, pageSeoMeta, productHeadText, productSeoMeta, snippet } from '../lib/seo-meta';
import { sv } from '../../common/copy/sv';
import { RouteError } from '../components/not-found';
import { plainText } from '../../domain/rich-text';
import { loadListing } from '../lib/listing.server';
import { productPageExtras } from '../lib/product-page.server';
import { pagePart, preloadShownPageParts } from '../lib/page-part';
import { redirectLocation } from '../../domain/url-redirects';
import { ancestry } from '../../domain/category-tree';
import { fillPlaceholders, placeholderValues } from '../../domain/shop-placeholders';

// Each kind of page this route renders brings its own code: a category page does not load the product page's.
const parts = {
  product: pagePart('product', () => import('../components/product-page').then((m) => m.ProductPage)),
  category: pagePart('category', () => import('../components/category-page').then((m) => m.CategoryPage)),
  brand: pagePart('brand', () => import('../components/brand-page').then((m) => m.BrandPage)),
  info: pagePart('info', () => import('../components/info-page').then((m) => m.InfoPage)),
};
preloadShownPageParts(parts);

type Loaded = Route.ComponentProps['loaderData'];
const partOf = (kind: Loaded['kind']) => (kind === 'product' ? parts.product : kind === 'filtered-category' ? parts.category : kind === 'brand' ? parts.brand : parts.info);

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return [{ title: pageTitle(sv.notFound.title, siteNameOf(matches)) }];
  switch (loaded.kind) {
    case 'product':
      return [
        { title: pageTitle(productHeadText(loaded.page).title, siteNameOf(matches)) },
        { name: 'description', content: productHeadText(loaded.page).description },
        ...productSeoMeta(loaded.page, { origin: originOf(matches), canonicalPath: loaded.canonicalPath, siteName: siteNameOf(matches) }),
      ];
    case 'filtered-category': {
      const description = loaded.category.metaDescription ?? (loaded.category.description || sv.seo.categoryDescription(loaded.category.name, siteNameOf(matches)));
      return [
        { title: pageTitle(loaded.category.seoTitle ?? loaded.category.name, siteNameOf(matches)) },
        { name: 'description', content: description },
        ...pageSeoMeta({
          origin: originOf(matches),
          canonicalPath: listingCanonicalPath(loaded.category.url, loaded.listing.page),
          title: loaded.category.name,
          description,
          siteName: siteNameOf(matches),
          image: loaded.category.image,
        }),
      ];
    }
    case 'brand':
      return [
        { title: pageTitle(loaded.brand.brand_name, siteNameOf(matches)) },
        ...brandSeoMeta(loaded.brand, loaded.listing.page, matches),
      ];
    case 'info-page':
      return [
        { title: pageTitle(loaded.page.title, siteNameOf(matches)) },
        { name: 'description', content: snippet(plainText(loaded.page.body), 155) },
        ...pageSeoMeta({ origin: originOf(matches), canonicalPath: loaded.page.url, title: loaded.page.heading || loaded.page.title, description: plainText(loaded.page.body), siteName: siteNameOf(matches) }),
      ];
  }
};

type LoaderContext = Route.LoaderArgs['context'];
type Resolved = NonNullable<Awaited<ReturnType<LoaderContext['services']['catalog']['resolvePath']>>>;

/** A product's own page with its canonical address and first page of reviews. */
async function loadProduct(context: LoaderContext, request: Request, productId: number, display: Awaited<ReturnType<typeof displayOptions>>) {
  const productPage = await context.services.catalog.productPage(productId, display, new URL(request.url).searchParams);
  if (!productPage) throw data(null, { status: 404 });
  const extras = await productPageExtras(context, productPage);
  await parts.product.preload();
  return { kind: 'product' as const, page: productPage, ...extras };
}

/** A category page at any level: its trail from the top and its filtered listing. */
async function loadCategory(context: LoaderContext, request: Request, category: Extract<Resolved, { kind: 'category' }>['category']) {
  const snapshot = await context.services.catalog.snapshot();
  const chain = ancestry(snapshot.categoryById, category.id);
  const trail = (chain.length > 0 ? chain : [category]).reverse().map((node) => ({ name: node.name, url: node.url }));
  const base = {
    category: {
      id: category.id, name: category.name, description: category.description, url: category.url, level: category.level, image: category.image,
      seoTitle: category.seoTitle, metaDescription: category.metaDescription,
    },
    trail,
  };
  // Every level lists with the filters, sorting and view switch; a main category's subcategories come first (issue 11 item 9).
  const levels = trail.map((t) => snapshot.categoryByUrl.get(t.url)?.id ?? null);
  await parts.category.preload();
  return {
    kind: 'filtered-category' as const,
    ...base,
    listing: await loadListing(context, request, { blade: 'category', cat1: levels[0] ?? null, cat2: levels[1] ?? null, cat3: levels[2] ?? null }),
  };
}

/** Every path outside the fixed routes: a category, a product's own url, an info page or an overridden brand link. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  context.sharing.shareable = true;
  const { catalog } = context.services;
  const path = `/${params['*'] ?? ''}`;
  const resolved = await catalog.resolvePath(path);
  if (!resolved) {
    // An address a product, category or brand page had: one permanent hop to where it lives now (decision 032).
    const moved = await catalog.redirectFor(path);
    if (moved !== null) throw redirect(redirectLocation(moved, new URL(request.url).search), 301);
    throw data(null, { status: 404 });
  }
  const display = await displayOptions(context);

  switch (resolved.kind) {
    case 'product':
      return loadProduct(context, request, resolved.productId, display);
    case 'category':
      return loadCategory(context, request, resolved.category);
    case 'brand':
      await parts.brand.preload();
      return {
        kind: 'brand' as const,
        brand: resolved.brand,
        listing: await loadListing(context, request, { blade: 'brand', fromBrands: resolved.brand.brand_id }),
      };
    case 'info-page': {
      // The body's placeholders read the settings of this catalog version, so a settings change shows at once.
      const values = placeholderValues((await catalog.snapshot()).settings);
      await parts.info.preload();
      return {
        kind: 'info-page' as const,
        page: {
          url: resolved.page.url,
          title: resolved.page.title,
          heading: fillPlaceholders(resolved.page.heading, values),
          body: fillPlaceholders(resolved.page.body, values),
          subpages: resolved.page.subpages.map((s) => ({ title: s.title, url: s.url })),
        },
      };
    }
  }
}

/** A client-side navigation shows the new page once its part's code is there, never an empty page in between. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  await partOf(loaded.kind)?.preload();
  return loaded;
}

export default function CatalogPath({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case 'product':
      return <parts.product page={loaderData.page} reviews={loaderData.reviews} credit={loaderData.credit} />;
    case 'filtered-category':
      return <parts.category data={loaderData} />;
    case 'brand':
      return <parts.brand brand={loaderData.brand} listing={loaderData.listing} />;
    case 'info-page':
      return <parts.info page={loaderData.page} />;
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
