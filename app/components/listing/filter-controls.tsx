import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CategoryFacet as CategoryFacetData, FilterResult, SpecificationGroupOut } from '../../../common/contract/filter';
import { categoriesToggle, chooseSingle, removeGroup, setIntervalRange, setPriceRange, toggleFacet, toggleMultiple } from '../../../domain/filter-selection';
import { PRICE_LIMITS_FIELD, specField } from '../../../domain/filter-form';
import { svListing } from '../../../common/copy/sv-listing';
import { ExpandableList } from './expandable-list';
import { RangeFilter } from './range-filter';
import type { ScrollTarget } from './use-filter-listing';
import type { Blade, FilterQuery } from '../../../domain/filter-query';
import type { ListingCard } from '../../../common/contract/product-card';

export interface FilterControlProps {
  result: FilterResult<ListingCard>;
  query: FilterQuery;
  apply(next: FilterQuery, scroll?: ScrollTarget): void;
  disabled: boolean;
  /** The id of the GET form the fields belong to (the listing works without JavaScript); none inside a form. */
  form?: string;
}

function Count({ n }: { n: number }) {
  return <span className="facet__count">({n})</span>;
}

/** A category's box: ticking it narrows the listing to it (with the other ticked ones), in place. */
function CategoryChoice({ category, query, apply, disabled, form }: Omit<FilterControlProps, 'result'> & { category: CategoryFacetData }) {
  const checked = query.categories.includes(category.category_id);
  return (
    <label className="facet__option">
      <input
        type="checkbox"
        name="categories"
        form={form}
        value={category.category_id}
        checked={checked}
        disabled={disabled || (category.products === 0 && !checked)}
        onChange={() => apply(toggleFacet(query, 'categories', category.category_id))}
      />
      <span>{category.category_name}</span> <Count n={category.products} />
    </label>
  );
}

/**
 * The category filter. A category page links to its subcategories (each is a page of its own); a search or a brand
 * listing ticks categories in place (issue 31), the main categories with their children beneath, so a result can
 * be narrowed to 'TV' and 'Projektorer' at once.
 */
export function CategoryFacet(props: FilterControlProps & { blade: Blade }) {
  const { result, query, blade } = props;
  if (result.subcategories.length === 0) return null;
  const toggles = categoriesToggle(blade);
  return (
    <ExpandableList
      className="facet__list"
      items={result.subcategories}
      visible={5}
      isSelected={(c) => (toggles ? [c, ...c.childs].some((x) => query.categories.includes(x.category_id)) : c.category_active)}
      keyOf={(c) => c.category_id}
      render={(c) =>
        toggles ? (
          <>
            <CategoryChoice category={c} {...props} />
            {c.childs.length > 0 ? (
              <ul className="facet__list facet__list--nested">
                {c.childs.map((child) => (
                  <li key={child.category_id}>
                    <CategoryChoice category={child} {...props} />
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : (
          <Link to={c.url} className="facet__link" aria-current={c.category_active ? 'page' : undefined}>
            {c.category_name} <Count n={c.category_visible_product_count} />
          </Link>
        )
      }
    />
  );
}

export function BrandFacet({ result, query, apply, disabled, form }: FilterControlProps) {
  return (
    <ExpandableList
      className="facet__list"
      items={result.brands}
      visible={5}
      isSelected={(b) => query.brands.includes(b.brand_id)}
      keyOf={(b) => b.brand_id}
      render={(b) => (
        <label className="facet__option">
          <input
            type="checkbox"
            name="brands"
            form={form}
            value={b.brand_id}
            checked={query.brands.includes(b.brand_id)}
            disabled={disabled || (b.product_count === 0 && !query.brands.includes(b.brand_id))}
            onChange={() => apply(toggleFacet(query, 'brands', b.brand_id))}
          />
          <span>{b.brand_name}</span> <Count n={b.product_count} />
        </label>
      )}
    />
  );
}

export function ColorFacet({ result, query, apply, disabled, form }: FilterControlProps) {
  return (
    <ExpandableList
      className="facet__list facet__list--colors"
      items={result.primary_colors}
      visible={5}
      isSelected={(c) => query.primaryColorIds.includes(c.id)}
      keyOf={(c) => c.id}
      render={(c) => (
        <label className="facet__option">
          <input
            type="checkbox"
            name="selected_primary_color_ids"
            form={form}
            value={c.id}
            checked={query.primaryColorIds.includes(c.id)}
            disabled={disabled || (c.product_count === 0 && !query.primaryColorIds.includes(c.id))}
            onChange={() => apply(toggleFacet(query, 'primaryColorIds', c.id))}
          />
          <span className="swatch" style={{ backgroundColor: c.hex }} aria-hidden="true" />
          <span>{c.name}</span> <Count n={c.product_count} />
        </label>
      )}
    />
  );
}

/** Whether the price filter shows: when prices differ, and always while a price is applied (issue 11 item 11). */
export function priceFacetShown(result: FilterResult<ListingCard>, hidePriceFilter: boolean): boolean {
  const applied = result.input_price_min !== null || result.input_price_max !== null;
  return applied || (!hidePriceFilter && result.max_price > result.min_price);
}

export function PriceFacet({ result, query, apply, disabled, form }: FilterControlProps) {
  const applied = result.input_price_min !== null || result.input_price_max !== null;
  if (!applied && result.max_price <= result.min_price) return null;
  // The limits take in an applied range, so a limit outside today's prices can still be seen and changed.
  const chosen = [result.input_price_min, result.input_price_max].filter((v): v is number => v !== null);
  const limits = { min: Math.floor(Math.min(result.min_price, ...chosen)), max: Math.ceil(Math.max(result.max_price, ...chosen)) };
  const value = applied ? { min: result.input_price_min ?? limits.min, max: result.input_price_max ?? limits.max } : null;
  return (
    <RangeFilter
      title={svListing.price}
      unit={svListing.kr}
      limits={limits}
      value={value}
      disabled={disabled}
      fields={{ min: 'price_min', max: 'price_max', limits: PRICE_LIMITS_FIELD, form }}
      onCommit={(range) => apply(setPriceRange(query, range.min, range.max), 'none')}
    />
  );
}

function GroupHeading({ group, onRemove, mobile }: { group: SpecificationGroupOut; onRemove: (() => void) | null; mobile?: boolean }) {
  const [showDescription, setShowDescription] = useState(false);
  const descriptionId = useId();
  return (
    <div className="spec-group__head">
      <h3 className="spec-group__title">
        {group.title}
        {group.unit ? <span className="spec-group__unit"> ({group.unit})</span> : null}
      </h3>
      {group.description ? (
        <button
          type="button"
          className="spec-group__info"
          aria-label={svListing.describe(group.title)}
          aria-expanded={showDescription}
          aria-controls={descriptionId}
          onClick={() => setShowDescription((v) => !v)}
        >
          ?
        </button>
      ) : null}
      {onRemove ? (
        <button type="button" className="spec-group__remove" onClick={onRemove} aria-label={svListing.clearGroup(group.title)}>
          {mobile ? (
            svListing.clear
          ) : (
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
              <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.8 6.5v5M9.2 6.5v5" />
            </svg>
          )}
        </button>
      ) : null}
      {group.description ? (
        <p id={descriptionId} className="spec-group__description" hidden={!showDescription}>
          {group.description}
        </p>
      ) : null}
    </div>
  );
}

export function SpecificationGroup({ group, result, query, apply, disabled, mobile, form }: FilterControlProps & { group: SpecificationGroupOut; mobile?: boolean }) {
  const selected = group.selected_values.length > 0 || group.selected_min !== null || group.selected_max !== null;
  const remove = selected ? () => apply(removeGroup(query, group.groupId)) : null;
  if (group.type === 'interval') {
    const intervalSelected = group.selected_min !== null || group.selected_max !== null;
    // An applied interval always shows with its value, also when no or one value is left (issue 11 item 11).
    const bounds = [group.min, group.max, group.selected_min, group.selected_max].filter((v): v is number => v !== null);
    if (bounds.length === 0) return null;
    const limits = { min: Math.min(...bounds), max: Math.max(...bounds) };
    if (!intervalSelected && (group.rows.length === 1 || group.min === group.max)) {
      const row = group.rows[0];
      return (
        <fieldset className="spec-group">
          <legend className="visually-hidden">{group.title}</legend>
          <GroupHeading group={group} onRemove={null} mobile={mobile} />
          <label className="facet__option">
            <input type="checkbox" checked disabled />
            <span>
              {row?.products_to_property_value ?? group.min} {group.unit ?? ''}
            </span>{' '}
            <Count n={row?.product_count ?? result.num} />
          </label>
        </fieldset>
      );
    }
    const value = intervalSelected ? { min: group.selected_min ?? limits.min, max: group.selected_max ?? limits.max } : null;
    return (
      <div className="spec-group">
        <GroupHeading group={group} onRemove={remove} mobile={mobile} />
        <RangeFilter
          title={group.title}
          unit={group.unit ?? ''}
          limits={limits}
          value={value}
          disabled={disabled}
          fields={{ min: specField(group.groupId, 'min'), max: specField(group.groupId, 'max'), limits: specField(group.groupId, 'limits'), form }}
          onCommit={(range) => apply(setIntervalRange(query, group.groupId, range.min, range.max), 'top')}
        />
      </div>
    );
  }
  const single = group.type === 'single_choice';
  const rows = group.rows.filter((r) => r.product_property_show_in_filter);
  // Checked state follows the pending selection, so a click shows at once while the list refreshes.
  const chosen = query.specifications.find((spec) => spec.groupId === group.groupId);
  const chosenValues = chosen && 'values' in chosen ? chosen.values : [];
  return (
    <fieldset className="spec-group">
      <legend className="visually-hidden">{group.title}</legend>
      <GroupHeading group={group} onRemove={remove} mobile={mobile} />
      <ExpandableList
        className="facet__list"
        items={rows}
        visible={4}
        isSelected={(r) => chosenValues.includes(r.products_to_property_id)}
        keyOf={(r) => r.products_to_property_id}
        render={(r) => {
          const checked = chosenValues.includes(r.products_to_property_id);
          return (
            <label className="facet__option">
              <input
                type={single ? 'radio' : 'checkbox'}
                name={specField(group.groupId)}
                form={form}
                value={r.products_to_property_id}
                checked={checked}
                disabled={disabled || (r.product_count === 0 && !checked)}
                onChange={() => {}}
                onClick={() =>
                  apply(single ? chooseSingle(query, group.groupId, r.products_to_property_id) : toggleMultiple(query, group.groupId, r.products_to_property_id))
                }
              />
              <span>{r.products_to_property_value}</span> <Count n={r.product_count} />
            </label>
          );
        }}
      />
    </fieldset>
  );
}
