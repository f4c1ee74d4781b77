/**
 * Every Swedish text a shopper sees, in one place. Plain data with no imports, so the server
 * (JSON answers, e-mails) and the React app share the same words.
 */
export const sv = {
  site: {
    skipToContent: 'Hoppa till huvudinnehållet',
    home: 'Startsida',
    menu: 'Meny',
    closeMenu: 'Stäng menyn',
    categories: 'Kategorier',
    allCategories: 'Alla kategorier',
    showAllIn: (name: string) => `Visa allt inom ${name}`,
    brands: 'Varumärken',
    allBrands: 'Alla varumärken',
    backToTop: 'Till toppen',
    searchLabel: 'Sök produkter',
    searchPlaceholder: 'Vad letar du efter?',
    searchButton: 'Sök',
    login: 'Logga in',
    customerService: 'Kundservice',
    footerTagline: 'Hemelektronik och vitvaror med fri frakt över 1 000 kr, 30 dagars öppet köp och trygg betalning.',
    copyright: (year: number, name: string) => `© ${year} ${name}`,
    mainNavigation: 'Huvudmeny',
    breadcrumbs: 'Brödsmulor',
  },
  cart: {
    title: 'Varukorg',
    offerTitle: 'Offertförfrågan',
    toggleLabel: (count: number, total: string) =>
      `Varukorg, ${count} ${count === 1 ? 'produkt' : 'produkter'}, ${total}`,
    empty: 'Din varukorg är tom.',
    emptyHint: 'Hitta något du gillar bland våra kategorier:',
    close: 'Stäng varukorgen',
    goToCart: 'Till varukorgen',
  },
  product: {
    buy: 'Köp',
    addToCart: 'Lägg i varukorg',
    readMore: 'Läs mer',
    soldOut: 'Slut i lager',
    priceOnRequest: 'Pris på förfrågan',
    lowestPrice30Days: (price: string) => `Lägsta pris senaste 30 dagarna: ${price}`,
    inclVat: 'inkl. moms',
    exclVat: 'exkl. moms',
    monthly: (price: string) => `eller ${price}/mån`,
    maxPerCustomer: (n: number) => `Max ${n} per kund`,
    description: 'Produktbeskrivning',
    specifications: 'Specifikationer',
    energyClass: (cls: string) => `Energiklass ${cls}`,
    energyLabel: 'Energietikett',
    datasheet: 'Produktblad',
    articleNumber: 'Artikelnr',
    brand: 'Varumärke',
    packageContents: 'Paketet innehåller',
    images: (name: string) => `Bilder på ${name}`,
    imageOf: (name: string, n: number, total: number) => `${name}, bild ${n} av ${total}`,
    rating: (avg: string, count: number) => `Betyg ${avg} av 5 (${count} ${count === 1 ? 'omdöme' : 'omdömen'})`,
    noRating: 'Inga omdömen ännu',
    package: 'Paket',
    packageSave: (amount: string) => `Paketpris / Spara ${amount}`,
    variantsAvailable: 'Finns i flera varianter',
  },
  stock: {
    in_stock: 'I lager',
    low_stock: (n: number) => `Endast ${n} kvar i lager`,
    out_of_stock: 'Slut i lager',
    backorder: 'Beställningsvara',
    outOfStockInCart: 'Tyvärr har vi inte fler i lager av denna produkt',
  },
  home: {
    title: 'Hemelektronik och vitvaror',
    intro: 'Allt för hemmet – från kylskåp och tvättmaskiner till TV, datorer och kaffebryggare.',
    mainCategories: 'Populära kategorier',
    popularProducts: 'Mest köpta just nu',
    campaignProducts: 'Kampanjpriser',
    brands: 'Våra varumärken',
    usps: ['Fri frakt över 1 000 kr', '30 dagars öppet köp', 'Trygg betalning med kort eller faktura'],
  },
  listing: {
    resultText: (from: number, to: number, total: number) =>
      total === 0
        ? '0 produkter'
        : total === 1
          ? 'Visar 1 produkt av totalt 1 produkter'
          : `Visar produkt ${from} - ${to} av totalt ${total} produkter`,
    previous: 'Föregående',
    next: 'Nästa',
    page: (n: number) => `Sida ${n}`,
    pagination: 'Sidnavigering',
    subcategories: 'Underkategorier',
    allProductsFrom: (brand: string) => `Alla produkter från ${brand}`,
    brandsTitle: 'Alla varumärken',
    brandsIntro: 'Hitta produkter från de varumärken du litar på.',
  },
  search: {
    title: 'Sök',
    titleFor: (query: string) => `Sökresultat för ”${query}”`,
    tooShort: 'Skriv minst 2 tecken för att söka.',
    noHits: 'Inga resultat kunde hittas',
  },
  notFound: {
    title: 'Sidan kunde inte hittas',
    text: 'Sidan du letar efter finns inte längre eller har flyttats. Kontrollera adressen eller fortsätt handla härifrån.',
    productTitle: 'Produkten kunde inte hittas',
    productText: 'Produkten finns inte eller är inte längre till salu.',
    toHome: 'Till startsidan',
  },
  error: {
    title: 'Något gick fel',
    text: 'Något gick fel hos oss. Försök igen om en stund.',
    reload: 'Ladda om sidan',
  },
  chunkLoadFailed: 'Det gick inte att ladda en del av sidan. Kontrollera anslutningen och försök igen.',
} as const;

export type Copy = typeof sv;
