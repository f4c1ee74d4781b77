/**
 * The offer request's texts (offer mode, docs/decisions/020: its page, its call's answers, its mail): a module of their own, so
 * that pages of a shop selling as usual do not load them. The cart link's and the page title's are `sv.offer`.
 */
export const svOffer = {
  intro: 'Skicka produkterna som en offertförfrågan. Vi återkommer med ett pris och villkor – du betalar ingenting nu.',
  lines: 'Produkter i offertförfrågan',
  total: 'Summa enligt dagens priser',
  contact: 'Dina kontaktuppgifter',
  name: 'Namn',
  companyName: 'Företag (valfritt)',
  email: 'E-post',
  phone: 'Telefon (valfritt)',
  message: 'Meddelande (valfritt)',
  submit: 'Skicka offertförfrågan',
  sending: 'Skickar ...',
  errors: {
    required: 'Fyll i fältet.',
    invalid: 'Kontrollera uppgiften.',
    too_long: 'Texten är för lång.',
    email: 'Ange en giltig e-postadress.',
    phone: 'Ange ett telefonnummer med 6–15 siffror.',
  },
  empty: 'Offertförfrågan är tom. Lägg till produkter först.',
  refused: 'Offertförfrågan kunde inte skickas. Kontrollera uppgifterna och försök igen.',
  sentTitle: 'Tack för din offertförfrågan',
  sent: (offerNumber: string, email: string) => `Förfrågan ${offerNumber} är skickad. Vi har skickat en bekräftelse till ${email} och återkommer med en offert.`,
  mailSubject: (offerNumber: string) => `Vi har tagit emot din offertförfrågan ${offerNumber}`,
  mailGreeting: (name: string) => `Hej ${name}!`,
  mailIntro: (offerNumber: string) => `Tack för din offertförfrågan ${offerNumber}. Vi återkommer med en offert inom två arbetsdagar.`,
  mailLines: 'Du har frågat om',
  mailLine: (quantity: number, name: string, total: string) => `${quantity} st ${name}, ${total}`,
  mailTotal: (total: string) => `Summa enligt dagens priser: ${total} (inkl. moms)`,
  mailMessage: 'Ditt meddelande',
  mailNoPayment: 'Förfrågan är inte en beställning: ingenting är köpt och du betalar ingenting förrän du har godkänt vår offert.',
  mailOutro: 'Har du frågor? Svara på det här mejlet så hjälper vi dig.',
} as const;
