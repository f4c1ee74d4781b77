/**
 * The returns and complaints texts (the returns modal, its upload, the returns mail): a module of their own, loaded
 * with the modal, not with every page. The button that opens the modal is `sv.returns.open`.
 */
export const svReturns = {
  title: 'Anmäl retur eller reklamation',
  intro: 'Fyll i ordernumret från din orderbekräftelse och e-postadressen du handlade med.',
  orderName: 'Ordernummer',
  orderEmail: 'E-postadress',
  returnOrderType: 'Vad vill du anmäla?',
  types: {
    return: 'Retur (ångerrätt)',
    complaint: 'Reklamation (fel på varan)',
  } as Record<'return' | 'complaint', string>,
  findOrder: 'Hämta order',
  searching: 'Söker ...',
  close: 'Stäng',
  back: 'Tillbaka',
  orderNotFound: 'Vi hittade ingen order med de uppgifterna. Kontrollera ordernumret och e-postadressen.',
  orderNameRequired: 'Ange ordernumret.',
  orderEmailRequired: 'Ange e-postadressen du handlade med.',
  typeRequired: 'Välj retur eller reklamation.',
  notReturnable: 'Den här ordern kan inte anmälas för retur eller reklamation. Kontakta kundservice så hjälper vi dig.',
  periodEnded: (type: 'return' | 'complaint', deadline: string) =>
    type === 'return'
      ? `Tiden för att ångra köpet gick ut ${deadline}. Är något fel på varan kan du i stället anmäla en reklamation.`
      : `Reklamationstiden på 3 år gick ut ${deadline}.`,
  orderHeading: (orderName: string) => `Order ${orderName}`,
  linesLegend: 'Vilka produkter gäller det?',
  quantityOf: (name: string) => `Antal av ${name}`,
  ordered: (n: number) => `Beställt: ${n} st`,
  linesRequired: 'Välj minst en produkt och antal.',
  lineUnknown: 'En av produkterna finns inte i ordern.',
  lineQuantity: (max: number) => `Du kan välja högst ${max} st av den produkten.`,
  reason: 'Beskriv varför',
  reasonHintReturn: 'Frivilligt: berätta gärna varför du ångrar köpet.',
  reasonHintComplaint: 'Beskriv felet så noga du kan.',
  reasonRequired: 'Beskriv felet på varan.',
  reasonTooLong: (max: number) => `Högst ${max} tecken.`,
  images: 'Bilder',
  imagesHint: 'JPEG eller PNG, högst 10 MB per bild.',
  chooseImages: 'Välj bild',
  remove: 'Ta bort',
  removeImage: (name: string) => `Ta bort ${name}`,
  maxImages: (n: number) => `Får max ladda upp ${n} ${n === 1 ? 'bild' : 'bilder'}`,
  tooManyImages: (n: number) => `Du kan ladda upp högst ${n} ${n === 1 ? 'bild' : 'bilder'}.`,
  notAnImage: (name: string) => `${name} är inte en JPEG- eller PNG-bild.`,
  imageTooLarge: (name: string, mb: number) => `${name} är större än ${mb} MB.`,
  tooManyPixels: (name: string) => `${name} har för många bildpunkter (högst 50 megapixel).`,
  badFileName: 'Filnamnet får inte innehålla snedstreck, kontrolltecken eller vara längre än 200 tecken.',
  badUpload: 'Formuläret kunde inte läsas. Ladda om sidan och försök igen.',
  submit: 'Skicka anmälan',
  sending: 'Skickar ...',
  failed: 'Något gick tyvärr fel. Försök igen.',
  doneTitle: 'Tack, vi har tagit emot din anmälan',
  done: (caseNumber: string, email: string) =>
    `Ärendenummer ${caseNumber}. Vi har skickat en bekräftelse till ${email} och återkommer med instruktioner.`,
  mailSubject: (caseNumber: string) => `Vi har tagit emot din anmälan ${caseNumber}`,
  mailGreeting: (name: string) => `Hej ${name}!`,
  mailIntro: (type: 'return' | 'complaint', caseNumber: string, orderName: string) =>
    `Vi har tagit emot din ${type === 'return' ? 'retur' : 'reklamation'} med ärendenummer ${caseNumber} för order ${orderName}.`,
  mailLines: 'Det gäller',
  mailReason: 'Din beskrivning',
  mailImages: (n: number) => `Bifogade bilder: ${n}`,
  mailNext: (type: 'return' | 'complaint') =>
    type === 'return'
      ? 'Vi skickar en returetikett och instruktioner inom en arbetsdag. Skicka tillbaka varan i väsentligen samma skick som när du fick den.'
      : 'Vi går igenom din reklamation och hör av oss inom tre arbetsdagar. Spara varan och förpackningen tills ärendet är klart.',
  mailOutro: 'Har du frågor? Svara på det här mejlet så hjälper vi dig.',
} as const;
