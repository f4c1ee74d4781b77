import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { clearAll } from '../../../domain/filter-selection';
import { svListing } from '../../../common/copy/sv-listing';
import { ChevronIcon } from '../icons';
import { SidePanel } from '../side-panel';
import { BrandFacet, CategoryFacet, ColorFacet, PriceFacet, SpecificationGroup, priceFacetShown, type FilterControlProps } from './filter-controls';
import { FilterFormState } from './filter-form-state';
import type { Blade } from '../../../domain/filter-query';

type SubPanel = 'category' | 'brands' | 'colors' | 'specifications' | null;

interface MobileFilterPanelProps extends FilterControlProps {
  open: boolean;
  onClose(): void;
  onShowProducts(): void;
  parentCategory: { name: string; url: string } | null;
  blade: Blade;
  /** The site setting that hides the price filter (an applied price still shows). */
  hidePriceFilter: boolean;
}

type Entry = { key: Exclude<SubPanel, null>; label: string; summary: string; show: boolean };

/** The main list's entries: each sub-panel with what is chosen in it, shown when it has anything to choose. */
function subPanelEntries(result: FilterControlProps['result']): Entry[] {
  const chosenSpecs = result.specifications.filter((g) => g.selected_values.length > 0 || g.selected_min !== null || g.selected_max !== null).length;
  const chosenBrands = result.brands.filter((b) => b.selected).map((b) => b.brand_name);
  const chosenColors = result.primary_colors.filter((c) => c.selected).map((c) => c.name);
  return [
    { key: 'category', label: svListing.category, summary: '', show: result.subcategories.length > 0 },
    { key: 'brands', label: svListing.brands, summary: chosenBrands.join(', ') || svListing.allBrands, show: result.brands.length > 0 },
    { key: 'colors', label: svListing.colors, summary: chosenColors.join(', ') || svListing.allColors, show: result.primary_colors.length > 0 },
    { key: 'specifications', label: svListing.specifications, summary: chosenSpecs ? svListing.chosenCount(chosenSpecs) : svListing.noneChosen, show: result.specifications.length > 0 },
  ];
}

/** One sub-panel's facet with the way back to the main list. */
function SubPanelView({ sub, onBack, ...props }: FilterControlProps & { sub: Exclude<SubPanel, null>; blade: Blade; onBack(): void }) {
  const { result } = props;
  return (
    <div className="filter-panel__sub">
      <button type="button" className="filter-panel__back" onClick={onBack}>
        <ChevronIcon direction="left" /> {svListing.back}
      </button>
      {sub === 'category' ? <CategoryFacet {...props} /> : null}
      {sub === 'brands' ? <BrandFacet {...props} /> : null}
      {sub === 'colors' ? <ColorFacet {...props} /> : null}
      {sub === 'specifications' ? result.specifications.map((group) => <SpecificationGroup key={group.groupId} group={group} {...props} mobile />) : null}
    </div>
  );
}

/** The mobile filter panel: a main list opening one sub-panel at a time, 'Rensa allt' and the apply button. */
export function MobileFilterPanel(props: MobileFilterPanelProps) {
  const { open, onClose, onShowProducts, result, query, apply, parentCategory, blade, hidePriceFilter } = props;
  const [sub, setSub] = useState<SubPanel>(null);
  const { pathname } = useLocation();

  const entries = subPanelEntries(result);
  const current = entries.find((e) => e.key === sub);
  const title = current?.label ?? result.current_category?.category_name ?? svListing.filterHeading;

  return (
    <SidePanel
      open={open}
      side="left"
      title={title}
      closeLabel={svListing.closeFilter}
      onClose={() => {
        setSub(null);
        onClose();
      }}
      className="filter-panel"
    >
      {/* A GET form like the sidebar's; its choices apply at once, and its button shows the products. */}
      <form
        method="get"
        action={pathname}
        className="filter-panel__form"
        onSubmit={(event) => {
          event.preventDefault();
          setSub(null);
          onShowProducts();
        }}
      >
        <FilterFormState query={query} blade={blade} carryToolbar />
        {sub === null ? (
          <div className="filter-panel__main">
            {parentCategory ? (
              <Link to={parentCategory.url} className="filter-panel__back">
                <ChevronIcon direction="left" /> {parentCategory.name}
              </Link>
            ) : null}
            <div className="filter-panel__summary">
              <p className="filter-panel__count">{svListing.countText(result.num)}</p>
              <button type="button" className="link-button" onClick={() => apply(clearAll(query), 'none')}>
                {svListing.clearAll}
              </button>
            </div>
            {priceFacetShown(result, hidePriceFilter) ? (
              <div className="filter-panel__price">
                <h3 className="spec-group__title">{svListing.price}</h3>
                <PriceFacet {...props} />
              </div>
            ) : null}
            <ul className="filter-panel__list">
              {entries
                .filter((e) => e.show)
                .map((e) => (
                  <li key={e.key}>
                    <button type="button" className="filter-panel__item" onClick={() => setSub(e.key)}>
                      <span className="filter-panel__item-label">{e.label}</span>
                      {e.summary ? <span className="filter-panel__item-summary">{e.summary}</span> : null}
                      <ChevronIcon />
                    </button>
                  </li>
                ))}
            </ul>
          </div>
        ) : (
          <SubPanelView sub={sub} onBack={() => setSub(null)} {...props} />
        )}
        {sub !== 'category' ? (
          <div className="filter-panel__footer">
            <button type="submit" className="button button--primary button--large">
              {svListing.applyButton(result.num)}
            </button>
          </div>
        ) : null}
      </form>
    </SidePanel>
  );
}
