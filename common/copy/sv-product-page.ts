/**
 * The product page's own texts (issue 14): its gallery and lightbox, section links, read more, installment teaser,
 * price countdown heading, recommendation carousel and variant picker. A module of their own, loaded with the product
 * page, not with every page; what other pages show of the product widgets is in sv.ts (`sv.productWidgets`).
 */
export const svProductPage = {
  openLightbox: (n: number, total: number) => `Förstora bild ${n} av ${total}`,
  showImage: (n: number, total: number) => `Visa bild ${n} av ${total}`,
  counter: (n: number, total: number) => `Bild ${n} av ${total}`,
  previous: 'Föregående',
  next: 'Nästa',
  playSlideshow: 'Spela bildspel',
  pauseSlideshow: 'Pausa bildspel',
  thumbnails: 'Miniatyrbilder',
  readMore: 'Läs mer',
  readLess: 'Läs mindre',
  sections: 'Innehåll på sidan',
  sectionDescription: 'Beskrivning',
  sectionSpecifications: 'Specifikationer',
  sectionReviews: 'Omdömen',
  scrollLeft: 'Scrolla vänster',
  scrollRight: 'Scrolla höger',
  installmentTeaser: (amount: string) => `Delbetala räntefritt från ${amount} kr/mån`,
  /** The product page's countdown to the end of the price the shopper pays (a sale's or a member campaign's). */
  priceEndsIn: 'Kampanjpriset slutar om',
  carouselPrevious: 'Föregående produkter',
  carouselNext: 'Nästa produkter',
  /** The variant picker (issue 14): one choice per attribute, levels in order. */
  variantPicker: {
    legend: 'Välj variant',
    choose: (label: string) => `Välj ${label.toLowerCase()}`,
    unavailable: (name: string) => `${name} (ej tillgängligt)`,
    apply: 'Visa varianten',
    chooseFirst: (labels: string[]) => `Välj ${labels.map((l) => l.toLowerCase()).join(' och ')} för att köpa.`,
  },
} as const;
