/**
 * The checkout's customer-club box (cart-and-checkout.md section 2, block 1): its teaser, its login form and what a
 * logged-in shopper sees. A module of its own, so the checkout does not load all of sv-account.ts, which names these
 * texts from here.
 */
export const svClub = {
  // The spec's text for a failed login from the checkout (cart-and-checkout.md section 8).
  loginFailed: 'Vi kunde tyvärr inte logga in dig.',
  email: 'E-postadress',
  password: 'Lösenord',
  forgot: 'Glömt lösenordet?',
  club: {
    teaserTitle: 'Kundklubben',
    teaserText: 'Medlemmar får medlemspriser, medlemsrabatter och alla ordrar samlade på Mina sidor.',
    login: 'Logga in',
    becomeMember: 'Bli medlem',
    loginTitle: 'Logga in i kundklubben',
    cancel: 'Avbryt',
    loggedInAs: (name: string) => `Inloggad som ${name}.`,
    memberPricesApplied: 'Dina medlemspriser gäller i varukorgen.',
  },
} as const;
