import type { ProductList } from '../../services/catalog/catalog-service';
import { sv } from '../copy/sv';
import { Breadcrumbs } from './breadcrumbs';
import { ProductListing } from './product-listing';

export function BrandPage({ brand, list }: { brand: { brand_name: string; description: string; url: string }; list: ProductList }) {
  return (
    <div className="page listing-page">
      <Breadcrumbs items={[{ name: sv.site.brands, url: '/tillverkare' }, { name: brand.brand_name, url: brand.url }]} />
      <h1>{brand.brand_name}</h1>
      <p className="listing-page__intro">{brand.description || sv.listing.allProductsFrom(brand.brand_name)}</p>
      <ProductListing list={list} twoColumnMinimum />
    </div>
  );
}
