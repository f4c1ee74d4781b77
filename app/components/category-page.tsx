import type { FilterResult } from '../../common/contract/filter';
import { Breadcrumbs } from './breadcrumbs';
import { FilterListing } from './listing/filter-listing';
import { SubcategoryButtons } from './subcategory-buttons';
import type { ListingCard } from '../../common/contract/product-card';

export interface CategoryPageData {
  category: { id: number; name: string; description: string; url: string; level: number; image: string | null };
  trail: { name: string; url: string }[];
  listing: FilterResult<ListingCard>;
}

/** A category at any level: its trail, subcategories first on a main category, then the listing with its filters. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  const parent = data.trail.length >= 3 ? data.trail[data.trail.length - 2]! : null;
  return (
    <div className="page listing-page">
      <Breadcrumbs items={data.trail} />
      <h1>{data.category.name}</h1>
      {data.category.description ? <p className="listing-page__intro">{data.category.description}</p> : null}
      <SubcategoryButtons subcategories={data.listing.subcategories} level={data.category.level} />
      <FilterListing
        initial={data.listing}
        blade="category"
        parentCategory={parent}
      />
    </div>
  );
}
