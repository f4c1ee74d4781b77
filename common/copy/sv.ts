/**
 * Every Swedish text a shopper sees, in one place. Plain data with no imports, so the server
 * (JSON answers, e-mails) and the React app share the same words.
 */
export const sv = {
  site: {
    myPages: 'Mina sidor',
    memberPrice: 'Medlemspris',
    skipToContent: 'Hoppa till huvudinnehållet',
    home: 'Startsida',
    menu: 'Meny',
    closeMenu: 'Stäng menyn',
    categories: 'Kategorier',
    allCategories: 'Alla kategorier',
    showAllIn: (name: string) => `Visa allt inom ${name}`,
    loadingCategories: 'Hämtar kategorier …',
    brands: 'Varumärken',
    allBrands: 'Alla varumärken',
    backToTop: 'Till toppen',
    searchLabel: 'Sök produkter',
    searchPlaceholder: 'Vad letar du efter?',
    searchButton: 'Sök',
    login: 'Logga in',
    customerService: 'Kundservice',
    footerTagline: (freeDeliveryLimit: string | null, openPurchaseDays: number) =>
      `Hemelektronik och vitvaror med ${freeDeliveryLimit === null ? '' : `fri frakt över ${freeDeliveryLimit}, `}${openPurchaseDays} dagars öppet köp och trygg betalning.`,
    copyright: (year: number, name: string) => `© ${year} ${name}`,
    mainNavigation: 'Huvudmeny',
    breadcrumbs: 'Brödsmulor',
  },
  /** The cart texts of every page's header, cart toggle, buy buttons and alerts; the cart page's own are in sv-cart.ts. */
  cart: {
    title: 'Varukorg',
    /** The cart's name: in offer mode (setting isOffer) the cart is an offer request. */
    titleOf: (isOffer: boolean) => (isOffer ? 'Offertförfrågan' : 'Varukorg'),
    toggleLabel: (count: number, total: string, isOffer = false) =>
      `${isOffer ? 'Offertförfrågan' : 'Varukorg'}, ${count} ${count === 1 ? 'produkt' : 'produkter'}, ${total}`,
    close: 'Stäng varukorgen',
    loading: 'Hämtar varukorgen …',
    goToCart: 'Till varukorgen',
    goToCheckout: 'Gå till kassan',
    originalPrice: 'Ordinarie pris',
    quantity: (name: string) => `Antal av ${name}`,
    decrease: (name: string) => `Minska antalet av ${name}`,
    increase: (name: string) => `Öka antalet av ${name}`,
    discountRemoveFailed: 'Koden kunde inte tas bort. Försök igen.',
    orderMessageFailed: 'Meddelandet kunde inte sparas. Försök igen.',
    added: (name: string) => `${name} har lagts i varukorgen.`,
    addFailed: 'Produkten kunde inte läggas i varukorgen. Försök igen.',
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
    perMonth: (price: string) => `${price}/mån`,
    maxPerCustomer: (n: number) => `Max ${n} per kund`,
    added: 'Tillagd',
    boughtOnce: 'Produkt tillagd',
    notSoldOnline: 'Produkten säljs inte i webbutiken. Kontakta oss så hjälper vi dig.',
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
    /** The part of packageSave a narrow card leaves out, so the badge stays on one line (issue 11 item 13). */
    packageSavePrefix: 'Paketpris / ',
    variantsAvailable: 'Finns i flera varianter',
  },
  /** Add-on products beside the buy button (issue 14). */
  addOns: {
    legend: 'Lägg till',
    readMore: 'Läs mer',
  },
  /** The product widgets' texts other pages show too (energy tag, countdown, subcategory lists, micro banner); the product page's own are in sv-product-page.ts. */
  productWidgets: {
    close: 'Stäng',
    energyLabel: (cls: string) => `Energiklass ${cls}, visa energietiketten`,
    subcategories: 'Underkategorier',
    showAllCount: (n: number) => `Visa alla (${n})`,
    showAllMobile: 'Visa samtliga',
    showFewer: 'Visa färre',
    closeBanner: 'Stäng meddelandet',
    countdownLabel: 'Tid kvar',
    countdownUnits: { days: 'dagar', hours: 'timmar', minutes: 'minuter', seconds: 'sekunder' },
  },
  /** The cart calls' texts the widgets show too; the rest of what the calls answer is in svServer.cartRules. */
  cartRules: {
    gift: 'Gåva',
    outOfStock: 'Tyvärr har vi inte fler i lager av denna produkt',
    added: 'Produkten har lagts i varukorgen',
  },
  /** The discount calls' text the cart store shows itself; the rest is in svServer.discounts. */
  discounts: {
    notFound: 'Koden kunde inte hittas.',
  },
  home: {
    title: 'Hemelektronik och vitvaror',
    intro: 'Allt för hemmet – från kylskåp och tvättmaskiner till TV, datorer och kaffebryggare.',
    mainCategories: 'Populära kategorier',
    popularProducts: 'Mest köpta just nu',
    campaignProducts: 'Kampanjpriser',
    brands: 'Våra varumärken',
    usps: (freeDeliveryLimit: string | null, openPurchaseDays: number) => [
      ...(freeDeliveryLimit === null ? [] : [`Fri frakt över ${freeDeliveryLimit}`]),
      `${openPurchaseDays} dagars öppet köp`,
      'Trygg betalning med kort eller faktura',
    ],
  },
  /** The brand pages' texts that their meta and structured data name too; the listings' own are in sv-listing.ts. */
  listing: {
    allProductsFrom: (brand: string) => `Alla produkter från ${brand}`,
    brandsTitle: 'Alla varumärken',
    brandsIntro: 'Hitta produkter från de varumärken du litar på.',
  },
  search: {
    title: 'Sök',
    titleFor: (query: string) => `Sökresultat för ”${query}”`,
    tooShort: 'Skriv minst 2 tecken för att söka.',
    noHits: 'Inga resultat kunde hittas',
    suggestionsLabel: 'Sökförslag',
    suggestionHeadings: { product: 'Produkter', category: 'Kategorier', brand: 'Varumärken', page: 'Sidor' },
    showAll: 'Visa alla resultat',
    suggestionCount: (n: number) => `${n} förslag. Välj med pil upp och pil ned.`,
    /** 'Menade du {correction}?', the correction a link. */
    didYouMean: 'Menade du',
    /** The words found nothing, a looser query did (issue 31). */
    relaxedResults: (query: string, relaxed: string) => `Inga exakta träffar för ”${query}”. Visar resultat för ”${relaxed}”.`,
  },
  /** The compare list's texts every listing and the store need; the bar's and the compare page's are in sv-compare.ts. */
  compare: {
    checkbox: 'Jämför',
    full: (max: number) => `Du kan jämföra högst ${max} produkter.`,
    failed: 'Något gick fel',
    open: 'Visa jämförelse',
    added: (name: string) => `${name} har lagts till i jämförelsen.`,
    removed: (name: string) => `${name} har tagits bort från jämförelsen.`,
    cleared: 'Jämförelsen har tömts.',
    searchFailed: 'Det gick tyvärr inte att jämföra produkten',
  },
  notFound: {
    title: 'Sidan kunde inte hittas',
    text: 'Sidan du letar efter finns inte längre eller har flyttats. Kontrollera adressen eller fortsätt handla härifrån.',
    productTitle: 'Produkten kunde inte hittas',
    productText: 'Produkten finns inte eller är inte längre till salu.',
    toHome: 'Till startsidan',
  },
  // Search engines and link previews (issue 14), and the 404 page's ways onward.
  seo: {
    categoryDescription: (category: string, shop: string) => `${category} hos ${shop}: jämför produkter, priser och lagerstatus och beställ online.`,
    notFoundSearchLabel: 'Sök bland våra produkter',
    notFoundSearchButton: 'Sök',
    notFoundCategories: 'Handla efter kategori',
  },
  error: {
    title: 'Något gick fel',
    text: 'Något gick fel hos oss. Försök igen om en stund.',
    reload: 'Ladda om sidan',
  },
  chunkLoadFailed: 'Det gick inte att ladda en del av sidan. Kontrollera anslutningen och försök igen.',
  chunkLoadRetry: 'Försök igen',
  /** Cookie consent 'Integritetsinställningar' (issue 16, docs/decisions/018). */
  consent: {
    title: 'Integritetsinställningar',
    summary:
      'Vi använder nödvändiga kakor för att butiken ska fungera, till exempel varukorgen och kassan. Med ditt samtycke använder vi också tjänster från tredje part för funktioner och marknadsföring. Du kan ändra dig när du vill under Cookieinställningar längst ner på sidan.',
    acceptAll: 'Godkänn alla',
    onlyRequired: 'Endast nödvändiga',
    manage: 'Hantera inställningar',
    back: 'Tillbaka',
    save: 'Spara val',
    close: 'Stäng',
    requiredTitle: 'Nödvändiga',
    requiredText: 'Behövs för att butiken ska fungera: inloggning, varukorg, kassa och säkerhet. Kan inte stängas av.',
    alwaysOn: 'Alltid på',
    functionalTitle: 'Funktionella tjänster från tredje part',
    functionalText: 'Visar innehåll från andra tjänster, till exempel videor, kartor och bilder från sociala medier.',
    marketingTitle: 'Marknadsföring från tredje part',
    marketingText: 'Låter våra partner mäta kampanjer och visa annonser som passar dig.',
    footerLink: 'Cookieinställningar',
    saving: 'Sparar ...',
    failed: 'Det gick inte att spara dina val. Försök igen.',
    invalidChoice: 'Välj ja eller nej för marknadsföring och funktionella tjänster.',
  },
  /** Returns and complaints: 'Anmäl retur eller reklamation' (issue 16, docs/decisions/019). */
  /** The returns modal's button; the modal's own texts are in sv-returns.ts (loaded with the modal). */
  returns: {
    open: 'Anmäl retur eller reklamation',
  },
  // Customer accounts, the customer club and Mina sidor (issue 15).
  /** The offer request's page and mails are in sv-offer.ts; what every page's cart link and title need is here. */
  offer: {
    title: 'Offertförfrågan',
    toRequest: 'Till offertförfrågan',
  },
  /** The success modal (issue 16): what a done action says. */
  successModal: {
    dialogTitle: 'Klart',
    close: 'Stäng',
    ok: 'OK',
    savedTitle: 'Dina ändringar är sparade',
    savedText: 'Det du ändrade gäller från och med nu, även i kassan.',
  },
  /** Registration without JavaScript (issue 15): the company field is always in the form. */
  accountRegister: {
    companyHint: 'Fyll i om du registrerar ett företag.',
  },
} as const;

export type Copy = typeof sv;

/**
 * Shopper texts only the server shows (its own HTML pages, its calls' refusals, e-mail lines). Kept out of `sv`, which
 * the browser's bundle carries whole: the bundle leaves out what no browser code names.
 */
export const svServer = {
  /** What the product widget calls answer (server side). */
  productWidgets: {
    leasingTitle: 'Leasa för företag',
    leasingMonthly: (months: number, amount: string) => `${months} mån: ${amount} kr/mån exkl. moms`,
    leasingNote: (residual: string) => `Restvärde ${residual} %. Leasing erbjuds företag.`,
    recommendedTitle: 'Rekommenderade produkter',
  },
  /** What the cart and discount calls answer (server side); the widgets' own texts are under `sv.cart`. */
  cartRules: {
    ...sv.cartRules,
    freeDeliveryQualified: 'Du har kvalificerat dig för fri frakt!',
    freeDeliveryOver: (limit: string) => `Fri frakt över ${limit}`,
    freeDeliveryLeft: (amount: string) => `Du har ${amount} kr kvar till fri frakt!`,
    deliveryFrom: (price: string) => `Från ${price}`,
    subscribeText: 'Ja tack, jag vill få nyheter och erbjudanden via e-post.',
    productNotFound: 'Produkten kunde inte hittas.',
    productNotBuyable: 'Produkten går inte att köpa just nu.',
    quantityOutOfRange: (max: number) => `Ange ett antal mellan 1 och ${max}.`,
    chooseVariant: 'Välj en variant av produkten först.',
    variantNotFound: 'Varianten kunde inte hittas.',
    giftQuantityFixed: 'Antalet för en gåva går inte att ändra.',
    cartFull: 'Varukorgen kan inte innehålla fler produkter.',
    orderMessageTooLong: (max: number) => `Meddelandet får vara högst ${max} tecken.`,
    toCheckout: 'Gå till kassan',
    recommendedTitle: 'Passar bra ihop med',
  },
  discounts: {
    ...sv.discounts,
    empty: 'Skriv in en kod.',
    expired: 'Koden har gått ut.',
    notYetValid: 'Koden går inte att använda än.',
    usedUp: 'Koden har redan använts det maximala antalet gånger.',
    usedByCustomer: 'Du har redan använt den här koden.',
    memberOnly: 'Koden gäller bara för medlemmar i kundklubben. Logga in för att använda den.',
    minimumNotReached: (amount: string) => `Koden gäller vid köp för minst ${amount}.`,
    notApplicable: 'Koden gäller inte för något av det du har i varukorgen.',
    alreadyApplied: 'Koden är redan tillagd.',
    notCombinable: (other: string) => `Koden kan inte kombineras med ${other}. Ta bort den först om du vill använda den här.`,
    giftCardEmpty: 'Presentkortet har inget saldo kvar.',
    notInCart: 'Koden finns inte i varukorgen.',
    giftCardLabel: (code: string) => `Presentkort ${code}`,
    percentLabel: (percent: number) => `${percent} % rabatt`,
    amountLabel: (amount: string) => `${amount} rabatt`,
    freeDeliveryLabel: 'Fri frakt',
  },
  stock: {
    in_stock: 'I lager',
    low_stock: (n: number) => `Endast ${n} kvar i lager`,
    out_of_stock: 'Slut i lager',
    backorder: 'Beställningsvara',
    outOfStockInCart: 'Tyvärr har vi inte fler i lager av denna produkt',
  },
  // Price comparison feeds (issue 14): what Google Shopping, Prisjakt and PriceRunner show of the shop's products.
  feeds: {
    channelDescription: (shop: string) => `Produkter och priser från ${shop}`,
    /** Prisjakt's 'Leveranstid' per stock state ('' when the product cannot be delivered now). */
    deliveryTime: { in_stock: '1–3 arbetsdagar', backorder: '2–4 veckor', out_of_stock: '' },
  },
  // What a browser sees when the server cannot read its request (server/errors.ts), below the catalogue's message.
  requestError: {
    hint: 'Kontrollera adressen och försök igen, eller fortsätt handla från startsidan.',
  },
  cart: {
    lineRequired: 'Ange vilken produkt och hur många.',
    orderMessageRefused: 'Meddelandet kunde inte sparas.',
    subscribeChoiceRequired: 'Välj ja eller nej.',
  },
  // Abuse limits and refused input (docs/decisions/012).
  limits: {
    tooLong: (max: number) => `Högst ${max} tecken.`,
    tooManyTitle: 'För många försök',
    tooMany: (minutes: number) =>
      `För många försök på kort tid. Vänta ${minutes <= 1 ? 'en minut' : `${minutes} minuter`} och försök igen.`,
    back: 'Tillbaka',
    forbiddenCharacters: 'Texten innehåller tecken som inte kan användas. Ta bort dem och försök igen.',
  },
  returns: {
    /** The name an image goes by in a message when its own file name cannot be shown. */
    unnamedImage: 'Bilden',
    mailLine: (quantity: number, name: string) => `${quantity} st ${name}`,
    /** Until when a case can be filed, counted from the day the shopper receives the goods (domain/returns.ts returnWindow). */
    period: (p: {
      type: 'return' | 'complaint';
      countedFrom: 'not_received' | 'delivery' | 'shipping' | 'order';
      lastDay: string | null;
      withdrawalLastDay: string | null;
      openPurchaseDays: number;
      transitDays: number;
    }): string => {
      if (p.type === 'complaint') return `Du kan reklamera till och med ${p.lastDay}.`;
      const longer = p.openPurchaseDays > 14;
      if (p.countedFrom === 'not_received') {
        return longer
          ? `Ångerrätten (14 dagar) och vårt öppna köp (${p.openPurchaseDays} dagar) räknas från den dag du tar emot varan.`
          : 'Ångerrätten (14 dagar) räknas från den dag du tar emot varan.';
      }
      return [
        p.withdrawalLastDay ? `Du kan ångra köpet till och med ${p.withdrawalLastDay}.` : '',
        longer ? `Med vårt öppna köp kan du lämna tillbaka varan till och med ${p.lastDay}.` : '',
        p.countedFrom === 'shipping' ? `Vi räknar med att varan kom fram ${p.transitDays} dagar efter att vi skickade den.` : '',
      ].filter(Boolean).join(' ');
    },
  },
  /** The built-in test card provider's payment page (payments/test-card-provider.ts). */
  testCard: {
    invalidTitle: 'Betalningen kunde inte startas',
    invalidText: 'Länken till betalningen är ogiltig. Gå tillbaka till butiken och försök igen.',
    title: 'Testkort – kortbetalning',
    order: (orderNumber: string) => `Order ${orderNumber} hos Hembutiken`,
    note: 'Det här är butikens inbyggda testbetalning som står i stället för en riktig kortinlösare. Inget kort dras.',
    pay: 'Betala',
    cancel: 'Avbryt betalningen',
  },
} as const;
