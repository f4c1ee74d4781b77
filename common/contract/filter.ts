import type { ListingCard, ProductCard } from './product-card';

/**
 * The contract of GET /produkter/filtrera and of the server-rendered listing pages (category, brand,
 * search): what a filter request says and what it answers. The address format is ours (DESIGN.md) and
 * documented in docs/filter-call.md; field names are the spec's.
 *
 * Address format:
 *   brands=3|7                          brand ids joined by '|'
 *   categories=12|14                    category ids joined by '|'
 *   specifications=5:41,42|9:100~250    groups joined by '|'; 'groupId:values' with row ids joined by
 *                                       VALUE_SEPARATOR (',') for choice groups, 'groupId:min~max' (RANGE_SEPARATOR)
 *                                       for interval groups
 *   selected_primary_color_ids=1|4      primary colour ids joined by '|'
 *   color_attribute_value_ids=31|32     variant colour option ids joined by '|'
 *   cat1, cat2, cat3                    the category of each level the listing is in (ids)
 *   price_min, price_max                whole kronor, on the shopper's VAT basis
 *   sorting                             one of SORT_KEYS
 *   view_type                           grid | list
 *   text (or s)                         search words
 *   per_page                            one of PER_PAGE_OPTIONS; show_all=1 lists SHOW_ALL_CAP per page
 *   from_brands                         a brand id: the listing is that brand's page
 *   blade                               category | brand | search | all: which page asks (changes nothing but `url`)
 *   page                                1-based page number
 */
// The query half of the contract (parsing and normalising an address) lives in domain/filter-query.ts; the words it
// shares with the answer are defined here.
export const SORT_KEYS = ['relevans', 'popularitet', 'lagsta_pris', 'hogsta_pris', 'nyheter', 'namn', 'betyg'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type ViewType = 'grid' | 'list';

export type SelectedSpecification =
  | { groupId: number; values: number[] }
  | { groupId: number; min: number; max: number };

/** The spec's Specification row. */
export interface SpecificationRowOut {
  products_to_property_id: number;
  products_to_property_value: string;
  product_count: number;
  product_property_show_in_filter: boolean;
}

/** The spec's Specification group; `min`/`max` are set for interval groups (min rounded down, max up). */
export interface SpecificationGroupOut {
  type: 'single_choice' | 'multiple_choice' | 'interval';
  groupId: number;
  id: number;
  unit: string | null;
  description: string | null;
  title: string;
  rows: SpecificationRowOut[];
  selected_values: number[];
  min: number | null;
  max: number | null;
  selected_min: number | null;
  selected_max: number | null;
}

export interface BrandFacet {
  brand_id: number;
  brand_name: string;
  brand_link: string;
  brand_override_link: string;
  /** The brand page: /tillverkare/visa/{brand_link}, or /{brand_link} when overridden. */
  url: string;
  product_count: number;
  selected: boolean;
}

export interface ColorFacet {
  id: number;
  name: string;
  hex: string;
  product_count: number;
  color_attribute_value_ids: number[];
  selected: boolean;
}

export interface CategoryFacet {
  category_id: number;
  category_name: string;
  url: string;
  category_visible_product_count: number;
  category_active: boolean;
  /** The category's products in the current result (with its selection's own facet left out, as every count). */
  products: number;
  category_level: number;
  /** Its child categories with products in the current result (or selected), each with its own `childs`. */
  childs: CategoryFacet[];
}

/** The answer of GET /produkter/filtrera (and the data of a listing page's first render). */
/** A listing answer; a page's loader data carries its cards as ListingCard (what a card renders), the JSON call the whole card. */
export interface FilterResult<Card extends ListingCard = ProductCard> {
  /** The listing address of this exact filter state (what the address bar shows). */
  url: string;
  products: Card[];
  specifications: SpecificationGroupOut[];
  /** Server-made pagination markup (links), as the spec's widgets insert it. */
  pagination_links: string;
  per_page: number;
  /** Total number of products matching. */
  num: number;
  total_amount_of_products: number;
  page: number;
  page_count: number;
  /** 'Visar produkt X - Y av totalt N produkter' and its special cases. */
  result_text: string;
  brands: BrandFacet[];
  primary_colors: ColorFacet[];
  subcategories: CategoryFacet[];
  current_category: CategoryFacet | null;
  cat1: number | null;
  cat2: number | null;
  cat3: number | null;
  /** Lowest and highest price (kronor, shopper's VAT basis) of the products the price filter applies to. */
  min_price: number;
  max_price: number;
  input_price_min: number | null;
  input_price_max: number | null;
  /** The range the price control starts at: the input where given, else min_price/max_price, else 0 to 1000 (spec). */
  price_range: { min: number; max: number };
  sorting: SortKey;
  sort_options: { value: SortKey; label: string }[];
  view_type: ViewType;
  show_all: boolean;
  text: string;
  from_brands: number | null;
  selected_brands: number[];
  selected_categories: number[];
  selected_primary_color_ids: number[];
  selected_specifications: SelectedSpecification[];
  includes_vat: boolean;
}
