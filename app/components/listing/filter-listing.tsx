import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigation, useNavigationType, useRouteLoaderData } from 'react-router';
import type { ChromeData } from '../../lib/chrome.server';
import type { FilterResult } from '../../../common/contract/filter';
import { activeFilterCount, clearAll } from '../../../domain/filter-selection';
import { svListing } from '../../../common/copy/sv-listing';
import { useHydrated } from '../cart/cart-hooks';
import { useTrackItemList } from '../../lib/analytics-events';
import { ProductCard } from '../product-card';
import { BrandFacet, CategoryFacet, ColorFacet, PriceFacet, SpecificationGroup, priceFacetShown, type FilterControlProps } from './filter-controls';
import { FilterFormState, LISTING_FORM_ID, clearedAddress } from './filter-form-state';
import { ListingToolbar } from './listing-toolbar';
import { LIST_SCROLL_OFFSET, useFilterListing } from './use-filter-listing';
import { lazyPart } from '../../lib/lazy-part';
import { usePagePanel } from '../page-panels';
import type { Blade } from '../../../domain/filter-query';
import type { ListingCard } from '../../../common/contract/product-card';

// The panel opens only from the hydrated toolbar's button (without JavaScript the sidebar serves): its code and
// markup wait until the shopper first opens it.
const MobileFilterPanel = lazyPart(() => import('./mobile-filter-panel').then((m) => m.MobileFilterPanel));

interface FilterListingProps {
  initial: FilterResult<ListingCard>;
  blade: Blade;
  /** The category above (the mobile panel's way back up); none on a main category, a brand or the search. */
  parentCategory?: { name: string; url: string } | null;
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

// The two controls that change once the page is hydrated ask for it themselves: when the listing asked, the switch
// re-rendered every facet and card right after hydration, a long task of its own on a phone.

/** 'Rensa alla': a link that loads the page without filters, a button applying it in place once hydrated. */
function ClearAllFilters({ onClear, href }: { onClear: () => void; href: string }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <button type="button" className="link-button filter-sidebar__clear" onClick={onClear}>
      {svListing.clearAll}
    </button>
  ) : (
    <a className="link-button filter-sidebar__clear" href={href}>
      {svListing.clearAll}
    </a>
  );
}

/** Without JavaScript the choices apply on submit; with it they apply at once and this is not needed. */
function ApplyFiltersWithoutScript() {
  const hydrated = useHydrated();
  return hydrated ? null : (
    <button type="submit" form={LISTING_FORM_ID} className="button button--primary filter-sidebar__submit">
      {svListing.applyFilters}
    </button>
  );
}

/** The page's cards as a grid or a list, or the words for none. */
function ProductList({ products, listView, twoColumnMinimum }: { products: ListingCard[]; listView: boolean; twoColumnMinimum: boolean }) {
  if (products.length === 0) return <p className="filter-listing__empty">{svListing.noProducts}</p>;
  return (
    <ul className={`product-grid${listView ? ' product-grid--list' : ''}${twoColumnMinimum ? '' : ' product-grid--single-mobile'}`}>
      {products.map((card, index) => (
        <li key={card.product_id}>
          <ProductCard card={card} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}

/** The filters beside the list (on a phone the mobile panel shows them instead). */
function FilterSidebar({ controls, blade, hidePriceFilter }: { controls: FilterControlProps; blade: Blade; hidePriceFilter: boolean }) {
  const { result, query, apply } = controls;
  const { pathname } = useLocation();
  return (
    <aside id="filter-sidebar" className="filter-sidebar" aria-label={svListing.filterHeading}>
      {activeFilterCount(result) > 0 ? <ClearAllFilters onClear={() => apply(clearAll(query), 'none')} href={clearedAddress(pathname, query, blade)} /> : null}
      {result.subcategories.length > 0 ? (
        <SidebarSection title={svListing.category}>
          <CategoryFacet {...controls} blade={blade} />
        </SidebarSection>
      ) : null}
      {priceFacetShown(result, hidePriceFilter) ? (
        <SidebarSection title={svListing.price}>
          <PriceFacet {...controls} />
        </SidebarSection>
      ) : null}
      {result.brands.length > 0 ? (
        <SidebarSection title={svListing.brands}>
          <BrandFacet {...controls} />
        </SidebarSection>
      ) : null}
      {result.primary_colors.length > 0 ? (
        <SidebarSection title={svListing.colors}>
          <ColorFacet {...controls} />
        </SidebarSection>
      ) : null}
      {result.specifications.map((group) => (
        <SpecificationGroup key={group.groupId} group={group} {...controls} />
      ))}
      <ApplyFiltersWithoutScript />
    </aside>
  );
}

/**
 * Each page of the list is a history entry (issue 11 item 10): paging navigates, so Back returns to the page before
 * at its scroll position (ScrollRestoration); a new page scrolls to the top of the list. Returns the click handler
 * of the server's pagination links.
 */
function useListPaging(listRef: React.RefObject<HTMLDivElement | null>, initial: FilterResult<ListingCard>) {
  const { state } = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'PUSH' || !(state as { scrollToList?: boolean } | null)?.scrollToList) return;
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY - LIST_SCROLL_OFFSET;
    if (window.scrollY > top) window.scrollTo({ top: Math.max(0, top) });
  }, [initial, navigationType, state, listRef]);
  return (event: React.MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const target = new URL(link.href);
    if (target.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${target.pathname}${target.search}`, { preventScrollReset: true, state: { scrollToList: true } });
  };
}

/** A product listing with the sidebar filters, toolbar, mobile filter panel, grid or list and pagination. */
export function FilterListing({ initial, blade, parentCategory = null, skipRefresh }: FilterListingProps) {
  const { result, query, loading, error, apply, listRef } = useFilterListing(initial, blade, { skipRefresh });
  const settings = useRouteLoaderData<ChromeData>('root')?.settings;
  const hidePriceFilter = settings?.hidePriceFilter ?? false;
  // GA4 view_item_list for every page of results shown, only with consent (app/lib/analytics.ts).
  useTrackItemList(result.products);
  // The filter panel is one of the page's panels: opening it closes the menu and the cart, under the chrome's overlay.
  const [panelOpen, setPanelOpen] = usePagePanel('filter');
  const [panelOpened, setPanelOpened] = useState(false);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const onPaginationClick = useListPaging(listRef, initial);
  const busy = loading || (navigation.state === 'loading' && navigation.location.pathname === pathname);
  const controls = { result, query, apply, disabled: false, form: LISTING_FORM_ID };

  return (
    <div className="filter-listing">
      <form id={LISTING_FORM_ID} method="get" action={pathname} className="filter-listing__form" onSubmit={(e) => e.preventDefault()}>
        <FilterFormState query={query} blade={blade} />
      </form>
      <FilterSidebar controls={controls} blade={blade} hidePriceFilter={hidePriceFilter} />

      <div className="filter-listing__main" ref={listRef}>
        {/* The cards' names are h3: on a phone the sidebar's h2 sections are hidden, and the names need a level above. */}
        <h2 className="visually-hidden">{svListing.productsHeading}</h2>
        <ListingToolbar
          {...controls}
          disabled={loading}
          activeFilters={activeFilterCount(result)}
          onOpenFilters={() => {
            setPanelOpened(true);
            setPanelOpen(true);
          }}
          filtersOpen={panelOpen}
        />
        {error ? (
          <p className="alert alert--error" role="alert">
            {svListing.filterFailed}
          </p>
        ) : null}
        <div className={`filter-listing__results${busy ? ' is-loading' : ''}`} aria-busy={busy}>
          {busy ? <span className="spinner" role="status" aria-label={svListing.loading} /> : null}
          <ProductList products={result.products} listView={query.viewType === 'list'} twoColumnMinimum={settings?.minimumTwoColumnGrid ?? true} />
          {result.pagination_links ? (
            // The server supplies the pagination as markup (spec); its links also work without JavaScript.
            <div onClick={onPaginationClick} dangerouslySetInnerHTML={{ __html: result.pagination_links }} />
          ) : null}
        </div>
      </div>

      {panelOpened ? (
        <Suspense fallback={null}>
          <MobileFilterPanel
            {...controls}
            form={undefined}
            blade={blade}
            hidePriceFilter={hidePriceFilter}
            disabled={loading}
            open={panelOpen}
            parentCategory={parentCategory}
            onClose={() => setPanelOpen(false)}
            onShowProducts={() => {
              setPanelOpen(false);
              listRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
