/** What a suggestion leads to, in the order the panel lists them (spec section 3, 'Search suggestion'). */
export const SUGGESTION_TYPES = ['product', 'category', 'brand', 'page'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

/** One suggestion of GET /produkter/autocomplete (spec section 3, 'Search suggestion'). */
export interface SearchSuggestion {
  type: SuggestionType;
  header_type: string;
  value: string;
  /** The value, HTML-escaped, with the matched parts in <mark>. */
  value_html: string;
  url: string;
  image: string | null;
  /** The price as the visitor sees prices (incl. or excl. VAT), formatted; null when hidden or not a product. */
  price: string | null;
  hide_price: boolean;
  /** 'n kr/mån' in the offer theme when the product has a monthly price; null otherwise. */
  product_monthly_price: string | null;
  product_id?: number;
}

export interface AutocompleteResponse {
  query: string;
  suggestions: SearchSuggestion[];
  /** When the query found no product: the looser query the suggestions are for ('tv' for '66 tum tv'); else null. */
  relaxed_query: string | null;
}

/** A suggestion of the compare page's search (spec: id, name, image, price inserted as HTML). */
export interface CompareSuggestion {
  id: number;
  name: string;
  image: string | null;
  price: string;
}
