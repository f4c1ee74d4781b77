import { useState } from 'react';
import type { Blade, FilterResult } from '../../../services/catalog/filter-contract';
import { clearAll } from '../../../domain/filter-selection';
import { sv } from '../../copy/sv';
import { ProductCard } from '../product-card';
import { BrandFacet, CategoryFacet, ColorFacet, PriceFacet, SpecificationGroup } from './filter-controls';
import { ListingToolbar } from './listing-toolbar';
import { MobileFilterPanel } from './mobile-filter-panel';
import { useFilterListing } from './use-filter-listing';

interface FilterListingProps {
  initial: FilterResult;
  blade: Blade;
  hidePriceFilter: boolean;
  twoColumnMinimum: boolean;
  parentCategory: { name: string; url: string } | null;
  /** Category pages without a level 2 or 3 category don't refresh (spec section 4). */
  skipRefresh?: boolean;
}

function SidebarSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="facet" aria-label={title}>
      <h2 className="facet__title">{title}</h2>
      {children}
    </section>
  );
}

/** A product listing with the sidebar filters, toolbar, mobile filter panel, grid or list and pagination. */
export function FilterListing({ initial, blade, hidePriceFilter, twoColumnMinimum, parentCategory, skipRefresh }: FilterListingProps) {
  const { result, query, loading, error, apply, listRef } = useFilterListing(initial, blade, { skipRefresh });
  const [panelOpen, setPanelOpen] = useState(false);
  const controls = { result, query, apply, disabled: false };
  const anySelected =
    result.selected_brands.length + result.selected_primary_color_ids.length + result.selected_specifications.length > 0 ||
    result.input_price_min !== null ||
    result.input_price_max !== null;

  const onPaginationClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const page = Number(new URL(link.href).searchParams.get('page') ?? '1');
    if (!Number.isSafeInteger(page)) return;
    event.preventDefault();
    apply({ ...query, page }, 'list');
  };

  return (
    <div className="filter-listing">
      <aside className="filter-sidebar" aria-label={sv.listing.filterHeading}>
        {anySelected ? (
          <button type="button" className="link-button filter-sidebar__clear" onClick={() => apply(clearAll(query), 'none')}>
            {sv.listing.clearAll}
          </button>
        ) : null}
        {result.subcategories.length > 0 ? (
          <SidebarSection title={sv.listing.category}>
            <CategoryFacet result={result} />
          </SidebarSection>
        ) : null}
        {!hidePriceFilter && result.max_price > result.min_price ? (
          <SidebarSection title={sv.listing.price}>
            <PriceFacet {...controls} />
          </SidebarSection>
        ) : null}
        {result.brands.length > 0 ? (
          <SidebarSection title={sv.listing.brands}>
            <BrandFacet {...controls} />
          </SidebarSection>
        ) : null}
        {result.primary_colors.length > 0 ? (
          <SidebarSection title={sv.listing.colors}>
            <ColorFacet {...controls} />
          </SidebarSection>
        ) : null}
        {result.specifications.map((group) => (
          <SpecificationGroup key={group.groupId} group={group} {...controls} />
        ))}
      </aside>

      <div className="filter-listing__main" ref={listRef}>
        <ListingToolbar {...controls} disabled={loading} onOpenFilters={() => setPanelOpen(true)} filtersOpen={panelOpen} />
        {error ? (
          <p className="alert alert--error" role="alert">
            {sv.listing.filterFailed}
          </p>
        ) : null}
        <div className={`filter-listing__results${loading ? ' is-loading' : ''}`} aria-busy={loading}>
          {loading ? <span className="spinner" role="status" aria-label={sv.listing.loading} /> : null}
          {result.products.length === 0 ? (
            <p className="filter-listing__empty">{sv.listing.noProducts}</p>
          ) : (
            <ul
              className={`product-grid${query.viewType === 'list' ? ' product-grid--list' : ''}${twoColumnMinimum ? '' : ' product-grid--single-mobile'}`}
            >
              {result.products.map((card, index) => (
                <li key={card.product_id}>
                  <ProductCard card={card} eager={index < 4} />
                </li>
              ))}
            </ul>
          )}
          {result.pagination_links ? (
            // The server supplies the pagination as markup (spec); its links also work without JavaScript.
            <div onClick={onPaginationClick} dangerouslySetInnerHTML={{ __html: result.pagination_links }} />
          ) : null}
        </div>
      </div>

      <MobileFilterPanel
        {...controls}
        disabled={loading}
        open={panelOpen}
        parentCategory={parentCategory}
        onClose={() => setPanelOpen(false)}
        onShowProducts={() => {
          setPanelOpen(false);
          listRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
      />
    </div>
  );
}
