import { useRouteLoaderData } from 'react-router';
import type { FilterResult } from '../../services/catalog/filter-contract';
import type { ListingCard } from '../../services/catalog/product-card';
import type { ChromeData } from '../lib/chrome.server';
import { sv } from '../copy/sv';
import { Breadcrumbs } from './breadcrumbs';
import { FilterListing } from './listing/filter-listing';
import { SubcategoryButtons } from './subcategory-buttons';

export function BrandPage({ brand, listing }: { brand: { brand_name: string; description: string; url: string }; listing: FilterResult<ListingCard> }) {
  const chrome = useRouteLoaderData<ChromeData>('root');
  return (
    <div className="page listing-page">
      <Breadcrumbs items={[{ name: sv.site.brands, url: '/tillverkare' }, { name: brand.brand_name, url: brand.url }]} />
      <h1>{brand.brand_name}</h1>
      <p className="listing-page__intro">{brand.description || sv.listing.allProductsFrom(brand.brand_name)}</p>
      {/* A brand page lists the main categories its products are in: all of them on a phone, as on a main category. */}
      <SubcategoryButtons subcategories={listing.subcategories} level={1} />
      <FilterListing
        initial={listing}
        blade="brand"
        hidePriceFilter={chrome?.settings.hidePriceFilter ?? false}
        twoColumnMinimum={chrome?.settings.minimumTwoColumnGrid ?? true}
        parentCategory={null}
      />
    </div>
  );
}
