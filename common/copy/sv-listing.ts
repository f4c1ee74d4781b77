/**
 * The product listings' texts (category, brand and search pages: toolbar, filters, pagination): a module of their own,
 * loaded with the listings, not with every page. The brand pages' title and description texts, which their meta
 * functions name too, are in sv.ts (`sv.listing`).
 */
export const svListing = {
  productsHeading: 'Produkter',
  resultText: (from: number, to: number, total: number) =>
    total === 0
      ? '0 produkter'
      : total === 1
        ? 'Visar 1 produkt av totalt 1 produkter'
        : `Visar produkt ${from} - ${to} av totalt ${total} produkter`,
  previous: 'Föregående',
  next: 'Nästa',
  /** The sort options, in the order they are offered (keys are the spec's `sorting` values). */
  sortLabels: {
    relevans: 'Relevans',
    popularitet: 'Popularitet',
    lagsta_pris: 'Lägsta pris',
    hogsta_pris: 'Högsta pris',
    nyheter: 'Nyheter',
    namn: 'Namn A–Ö',
    betyg: 'Betyg',
  },
  page: (n: number) => `Sida ${n}`,
  pagination: 'Sidnavigering',
  subcategories: 'Underkategorier',
  brandLogo: (brand: string) => `Logotyp för ${brand}`,
  sortLabel: 'Sortera',
  perPageLabel: 'Produkter per sida',
  showAll: 'Visa alla',
  viewLabel: 'Visning',
  gridView: 'Rutnät',
  listView: 'Lista',
  filter: 'Filtrera',
  filterHeading: 'Filtrera',
  applyFilters: 'Filtrera',
  /** The mobile 'Filtrera' button with the number of active filters (issue 11 item 16). */
  filterCount: (n: number) => (n > 0 ? `Filtrera (${n})` : 'Filtrera'),
  /** Applies sorting and per page without JavaScript. */
  update: 'Uppdatera',
  loading: 'Hämtar produkter …',
  showAllCount: (n: number) => `Visa alla (${n})`,
  showLess: 'Visa mindre',
  showFewer: 'Visa färre',
  category: 'Kategori',
  brands: 'Varumärken',
  colors: 'Färger',
  specifications: 'Specifikationer',
  price: 'Pris',
  kr: 'kr',
  minimum: (title: string) => `Lägsta ${title.toLowerCase()}`,
  maximum: (title: string) => `Högsta ${title.toLowerCase()}`,
  clearAll: 'Rensa allt',
  clear: 'Rensa',
  clearGroup: (title: string) => `Rensa ${title}`,
  describe: (title: string) => `Om ${title}`,
  allBrands: 'Alla varumärken',
  allColors: 'Alla färger',
  noneChosen: 'Inga valda',
  chosenCount: (n: number) => `${n} st`,
  countText: (n: number) => (n === 1 ? '1 produkt' : `${n} produkter hittades`),
  applyButton: (n: number) => (n === 0 ? 'Dölj filter' : n === 1 ? 'Visa 1 produkt' : `Visa ${n} produkter`),
  back: 'Tillbaka',
  closeFilter: 'Stäng filter',
  filterFailed: 'Filtret kunde inte uppdateras. Försök igen.',
  noProducts: 'Inga produkter matchar filtret.',
} as const;
