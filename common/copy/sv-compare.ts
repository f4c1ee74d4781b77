/**
 * The compare bar's and the compare page's texts: a module of their own, loaded with the bar (after a page
 * is hydrated) and the compare page, not with every page. What the listings' 'Jämför' checkbox and the compare list's
 * alerts say is in sv.ts (`sv.compare`).
 */
export const svCompare = {
  bar: 'Jämförelse',
  // The toggle's text in parts, so a narrow screen can show 'Jämför (3)' while it still reads as the whole.
  barTogglePrefix: 'Jämför',
  barToggleWord: ' produkter',
  clear: 'Rensa',
  clearLabel: 'Rensa jämförelsen',
  remove: (name: string) => `Ta bort ${name} från jämförelsen`,
  closeAlert: 'Stäng meddelandet',
  title: 'Jämför produkter',
  empty: 'Du har inga produkter att jämföra än.',
  emptyHint: 'Kryssa i Jämför på de produkter du är intresserad av, eller sök efter en produkt här nedanför.',
  addMore: 'Lägg till minst en produkt till för att kunna jämföra.',
  toHome: 'Fortsätt handla',
  searchLabel: 'Lägg till en produkt i jämförelsen',
  searchPlaceholder: 'Sök och jämför en till produkt',
  suggestions: (count: number) => (count === 1 ? '1 förslag. Välj med pil upp och ner.' : `${count} förslag. Välj med pil upp och ner.`),
  noHits: 'Inga resultat kunde hittas',
  price: 'Pris',
  stock: 'Lagerstatus',
  buy: 'Köp',
  tableCaption: (count: number) => (count === 1 ? 'Jämförelse av 1 produkt' : `Jämförelse av ${count} produkter`),
  differs: 'Skiljer sig',
  differsNote: 'Rader där produkterna skiljer sig åt är markerade med ”Skiljer sig” och fet text.',
  missing: 'Saknas',
  removeFromPage: (name: string) => `Ta bort ${name}`,
  removeVisible: 'Ta bort',
} as const;
