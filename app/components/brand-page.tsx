import type { FilterResult } from '../../common/contract/filter';
import { sv } from '../../common/copy/sv';
import { svListing } from '../../common/copy/sv-listing';
import { BRAND_LOGO_BOX } from '../../domain/brand-logo';
import { Breadcrumbs } from './breadcrumbs';
import { FilterListing } from './listing/filter-listing';
import { SubcategoryButtons } from './subcategory-buttons';
import type { ListingCard } from '../../common/contract/product-card';

export function BrandPage({ brand, listing }: { brand: { brand_name: string; description: string; url: string; logo: string | null }; listing: FilterResult<ListingCard> }) {
  return (
    <div className="page listing-page">
      <Breadcrumbs items={[{ name: sv.site.brands, url: '/tillverkare' }, { name: brand.brand_name, url: brand.url }]} />
      <div className="brand-page__head">
        {/* A fixed 2:1 box whatever the logo's own shape: the heading never moves when the image arrives. */}
        {brand.logo ? <img className="brand-page__logo" src={brand.logo} alt={svListing.brandLogo(brand.brand_name)} width={BRAND_LOGO_BOX.width} height={BRAND_LOGO_BOX.height} /> : null}
        <h1>{brand.brand_name}</h1>
      </div>
      <p className="listing-page__intro">{brand.description || sv.listing.allProductsFrom(brand.brand_name)}</p>
      {/* A brand page lists the main categories its products are in: all of them on a phone, as on a main category. */}
      <SubcategoryButtons subcategories={listing.subcategories} level={1} />
      <FilterListing initial={listing} blade="brand" />
    </div>
  );
}
