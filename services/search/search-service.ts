import { formatPrice } from '../../domain/money';
import { highlight, MIN_QUERY_LENGTH, queryTerms } from '../../domain/search/search-text';
import { inShownBasis } from '../../domain/vat';
import { brandsShown } from '../../domain/commerce-gate';
import type { CatalogService, DisplayOptions } from '../catalog/catalog-service';
import type { EntryKind, SearchEngine } from './search-engine';
import type { SearchHit } from './search-index';
import type { AutocompleteResponse, CompareSuggestion, SearchSuggestion } from '../../common/contract/search';
import { sv } from '../../common/copy/sv';

/** Spec: at most 10 suggestions per type. */
export const SUGGESTIONS_PER_TYPE = 10;
/** Longest query read; the rest is cut (a search box has no use for more). */
export const MAX_QUERY_CHARACTERS = 200;

/** A query as search reads it: trimmed, cut, without control characters. */
export function cleanQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, MAX_QUERY_CHARACTERS);
}

/** Suggestions show the price only, never a member price: the VAT basis is all they need. */
type PriceBasis = Pick<DisplayOptions, 'includesVat'>;

export function createSearchService(deps: { engine: SearchEngine; catalog: CatalogService }) {
  const shownPrice = (p: SearchHit, display: PriceBasis) => formatPrice(inShownBasis(p.priceInclVatOre, display.includesVat, p.vatRatePercent));

  return {
    engine: deps.engine,

    /** The suggestions for what the shopper has typed so far: products, categories, brands, pages. */
    async suggest(rawQuery: unknown, display: PriceBasis): Promise<AutocompleteResponse> {
      const query = cleanQuery(rawQuery);
      // Two characters of letters or digits, not of signs: '.*(' is no start of a word.
      if (queryTerms(query).join('').length < MIN_QUERY_LENGTH) return { query, suggestions: [], relaxed_query: null };
      const find = (text: string) => Promise.all([
        deps.engine.topProducts(text, SUGGESTIONS_PER_TYPE),
        deps.engine.entries('category', text, SUGGESTIONS_PER_TYPE),
        deps.engine.entries('brand', text, SUGGESTIONS_PER_TYPE),
        deps.engine.entries('page', text, SUGGESTIONS_PER_TYPE),
      ]);
      let [products, categories, brands, pages] = await find(query);
      // No dead end (issue 31): when the words find no product, the suggestions of a looser query, said so.
      const relaxed = products.length === 0 ? await deps.engine.relaxed(query) : null;
      if (relaxed) [products, categories, brands, pages] = await find(relaxed);
      const terms = queryTerms(relaxed ?? query);
      const snapshot = await deps.catalog.snapshot();
      const offerTheme = snapshot.settings.isOffer;
      const entry = (type: EntryKind) => (e: { name: string; url: string }): SearchSuggestion => ({
        type, header_type: sv.search.suggestionHeadings[type], value: e.name, value_html: highlight(e.name, terms), url: e.url,
        image: null, price: null, hide_price: false, product_monthly_price: null,
      });
      return {
        query,
        relaxed_query: relaxed,
        suggestions: [
          ...products.map((p): SearchSuggestion => ({
            type: 'product', header_type: sv.search.suggestionHeadings.product, value: p.name, value_html: highlight(p.name, terms), url: p.url, image: p.image,
            price: p.hidePrice ? null : shownPrice(p, display),
            hide_price: p.hidePrice,
            product_monthly_price:
              offerTheme && p.monthlyPriceOre !== null && !p.hidePrice
                ? sv.product.perMonth(formatPrice(inShownBasis(p.monthlyPriceOre, display.includesVat, p.vatRatePercent)))
                : null,
            product_id: p.id,
          })),
          ...categories.map(entry('category')),
          ...(brandsShown(snapshot.settings) ? brands.map(entry('brand')) : []),
          ...pages.map(entry('page')),
        ],
      };
    },

    /** Products to add on the compare page: the best matches, with a price (empty when the price is hidden). */
    async compareSuggestions(rawQuery: unknown, display: PriceBasis): Promise<CompareSuggestion[]> {
      const query = cleanQuery(rawQuery);
      if (queryTerms(query).join('').length < MIN_QUERY_LENGTH) return [];
      const products = await deps.engine.topProducts(query, SUGGESTIONS_PER_TYPE);
      return products.map((p) => ({ id: p.id, name: p.name, image: p.image, price: p.hidePrice ? '' : shownPrice(p, display) }));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
