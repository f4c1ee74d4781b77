/**
 * The back office's Swedish texts for issue 30's confirmations before money moves, and for discount codes and gift
 * cards edited, paused and ended. Staff only, like sv-back-office.ts.
 */
export const svCodesAndConfirm = {
  confirm: {
    back: 'Tillbaka till ordern',
    whatHappens: 'Det här händer',
    cancel: 'Avbryt',
    titles: {
      cancel: (n: string) => `Makulera order ${n}?`,
      refund_retry: (n: string) => `Försöka återbetala order ${n} igen?`,
      refund_settle: (n: string) => `Registrera återbetalningen av order ${n}?`,
    },
    /** Where the money goes, after its amount ('2 590,00 kr betalas tillbaka …'). */
    routes: {
      swish: 'tillbaka via Swish till kundens konto',
      klarna_checkout: 'tillbaka via Klarna',
      svea_part_payment: 'tillbaka via Svea',
      wasa_checkout: 'tillbaka via Wasa Kredit',
      card: 'tillbaka till kundens kort via kortinlösaren',
      by_hand: 'betala tillbaka för hand',
    },
    cancelled: 'Ordern makuleras och kunden får ett mejl om det.',
    refund: (amount: string, route: string) => `${amount} betalas ${route}.`,
    refundByHand: (amount: string) => `${amount} ska du betala tillbaka för hand: butiken kan inte göra det åt dig.`,
    noRefund: 'Ordern är inte betald: inga pengar betalas tillbaka.',
    stock: (units: number) => (units === 1 ? '1 vara läggs tillbaka i lager.' : `${units} varor läggs tillbaka i lager.`),
    giftCards: (amount: string) => `${amount} går tillbaka till presentkorten ordern betalades med.`,
    codes: (codes: string) => `Rabattkoden kan användas igen: ${codes}.`,
    retry: (amount: string, route: string) => `Butiken ber betalleverantören igen att betala ${amount} ${route}.`,
    retryCheck: 'Har leverantören inte svarat förut kan återbetalningen redan vara gjord: butiken frågar leverantören först, så den görs inte två gånger.',
    settle: (amount: string) => `Du registrerar att ${amount} är betalt tillbaka till kunden för hand. Registreringen betalar inget.`,
    settleCheck: 'Gör det bara när pengarna har gått iväg från banken eller betalleverantörens portal.',
    buttons: {
      cancelRefund: (amount: string) => `Ja, makulera och återbetala ${amount}`,
      cancel: 'Ja, makulera ordern',
      refund_retry: (amount: string) => `Ja, försök återbetala ${amount} igen`,
      refund_settle: (amount: string) => `Ja, registrera ${amount} som återbetalt`,
    },
    errors: {
      unconfirmed: 'Bekräfta först: läs vad som händer och svara en gång till.',
      stale: 'Beloppet har ändrats sedan sidan visades. Läs igen och bekräfta det som gäller nu.',
    },
  },
};
