/**
 * The visitors' newsletter (issue 31): the footer's sign-up, its pages, answers and mail. Kept out of `sv` (which every
 * page's first paint carries): the footer's form is rendered on the server only (app/lib/newsletter-footer.server.tsx),
 * and only the newsletter's own pages and the server read the rest.
 */
export const svNewsletter = {
  title: 'Nyhetsbrev',
  intro: 'Få nyheter och erbjudanden först, direkt i din inkorg.',
  // 'Mejladress', not 'E-postadress': the footer's field is on every page, beside the pages' own e-mail fields.
  email: 'Din mejladress',
  /** The consent as the visitor agrees to it, stored word for word with domain/newsletter.ts's version: a new wording needs a new version. */
  consent: 'Ja, skicka nyhetsbrev med nyheter och erbjudanden till min mejladress. Jag kan avsluta prenumerationen när som helst.',
  submit: 'Prenumerera',
  sent: 'Tack! Bekräfta din prenumeration med länken i e-brevet vi har skickat till dig.',
  consentRequired: 'Kryssa i rutan för att få nyhetsbrevet.',
  closed: 'Nyhetsbrevet tar inte emot nya prenumeranter just nu.',
  confirmTitle: 'Bekräfta prenumerationen',
  confirmIntro: 'Klicka på knappen för att börja få vårt nyhetsbrev.',
  confirmSubmit: 'Bekräfta prenumerationen',
  confirmed: 'Tack! Nu prenumererar du på vårt nyhetsbrev.',
  expired: 'Länken har gått ut. Anmäl dig igen, så skickar vi en ny.',
  invalid: 'Länken gäller inte längre. Anmäl dig igen om du vill ha nyhetsbrevet.',
  signUpAgain: 'Anmäl dig till nyhetsbrevet',
  unsubscribeTitle: 'Avsluta prenumerationen',
  unsubscribeIntro: 'Klicka på knappen så skickar vi inga fler nyhetsbrev till dig.',
  unsubscribeSubmit: 'Avsluta prenumerationen',
  unsubscribed: 'Du får inte längre vårt nyhetsbrev.',
  mail: {
    subject: (siteName: string) => `Bekräfta din prenumeration på ${siteName}s nyhetsbrev`,
    intro: 'Någon, förhoppningsvis du, har anmält den här adressen till vårt nyhetsbrev. Bekräfta med länken nedan inom 48 timmar, annars händer ingenting.',
    confirmLink: 'Bekräfta prenumerationen',
    unsubscribe: 'Vill du inte ha nyhetsbrevet kan du avsluta prenumerationen här',
    outro: (siteName: string) => `Hälsningar\n${siteName}`,
  },
} as const;
