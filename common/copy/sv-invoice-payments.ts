/**
 * The back office's texts for following up invoices (issue 30, app/routes/admin/invoices.tsx): the unpaid and overdue
 * list, payments recorded by hand and Bankgirot's BgMax file.
 */
export const svInvoicePayments = {
  nav: 'Fakturor',
  title: 'Fakturor',
  intro: 'Obetalda och förfallna fakturor. Registrera en inbetalning för hand eller läs in Bankgirots betalfil så bokas betalningarna på rätt faktura och order.',
  tabs: { label: 'Visa fakturor', open: 'Obetalda', overdue: 'Förfallna', paid: 'Betalda' },
  totals: {
    label: 'Summering',
    open: 'Obetalt',
    overdue: 'Förfallet',
    count: (n: number) => (n === 1 ? '1 faktura' : `${n} fakturor`),
  },
  count: (n: number) => (n === 1 ? '1 faktura' : `${n} fakturor`),
  empty: { open: 'Inga obetalda fakturor.', overdue: 'Inga förfallna fakturor.', paid: 'Inga fakturor betalda de senaste 30 dagarna.' },
  columns: {
    number: 'Fakturanummer',
    order: 'Order',
    customer: 'Kund',
    amount: 'Belopp',
    paid: 'Betalt',
    due: 'Förfallodatum',
    late: 'Dagar sen',
    paidAt: 'Betald',
  },
  ocr: (ocr: string) => `OCR ${ocr}`,
  hand: {
    title: 'Registrera inbetalning',
    hint: 'För en betalning som inte kom med Bankgirots fil, till exempel en banköverföring. Ange fakturans OCR-nummer eller fakturanummer.',
    reference: 'OCR eller fakturanummer',
    amount: 'Belopp i kronor',
    day: 'Datum',
    dayHint: 'Dagen pengarna kom in.',
    submit: 'Registrera inbetalning',
  },
  upload: {
    title: 'Läs in betalfil från Bankgirot (BgMax)',
    hint: (megabytes: number) =>
      `Filen med inbetalningar som du hämtar från banken (Bankgirot Inbetalningar, BgMax). Varje betalning bokas på fakturan med samma OCR-nummer. En fil som läses in två gånger bokas bara en gång. Högst ${megabytes} MB.`,
    file: 'BgMax-fil',
    submit: 'Läs in filen',
  },
  result: {
    title: 'Resultat av inläsningen',
    summary: (recorded: number, total: number) => `${recorded} av ${total} betalningar bokades.`,
    serial: 'Löpnummer',
    date: 'Bokföringsdag',
    reference: 'Referens',
    payer: 'Betalare',
    amount: 'Belopp',
    outcome: 'Utfall',
    none: '–',
    outcomes: {
      paid: (invoice: number, order: string) => `Faktura ${invoice} (order ${order}) är betald.`,
      part_paid: (invoice: number, order: string) => `Delbetalning av faktura ${invoice} (order ${order}); resten är obetald.`,
      overpaid: (invoice: number, order: string) => `Faktura ${invoice} (order ${order}) är överbetald. Betala tillbaka mellanskillnaden till kunden.`,
      duplicate: 'Redan bokad (filen eller betalningen är inläst tidigare). Inget bokades.',
      unknown_invoice: 'Ingen obetald faktura har det OCR-numret. Boka betalningen för hand.',
      not_ocr: 'Referensen är inte ett giltigt OCR-nummer. Boka betalningen för hand.',
      no_reference: 'Betalningen saknar referens. Boka den för hand.',
      deduction: 'Avdrag (kreditering från betalaren). Bokas inte automatiskt; stäm av för hand.',
    },
  },
  done: {
    paid: 'Inbetalningen är registrerad och fakturan är betald.',
    part_paid: 'Inbetalningen är registrerad. Fakturan är delbetald.',
    overpaid: 'Inbetalningen är registrerad. Fakturan är överbetald; betala tillbaka mellanskillnaden till kunden.',
    duplicate: 'Inbetalningen var redan registrerad. Inget ändrades.',
    imported: 'Filen är inläst. Se resultatet nedan.',
  },
  errors: {
    reference: 'Ange fakturans OCR-nummer eller fakturanummer med siffror.',
    amount: 'Ange ett belopp i kronor som är större än noll, till exempel 1 234,50.',
    day: 'Ange ett datum (ÅÅÅÅ-MM-DD) som inte är i framtiden.',
    unknown_invoice: 'Det finns ingen faktura med det OCR-numret eller fakturanumret.',
    not_open: 'Fakturan är krediterad och kan inte ta emot betalningar.',
    form: 'Formuläret kunde inte läsas. Försök igen.',
    file_missing: 'Välj en BgMax-fil att läsa in.',
    file_too_large: 'Filen är för stor för en BgMax-fil. Kontrollera att du valt rätt fil.',
    file_unreadable: 'Filen kunde inte läsas. Skicka den som en vanlig filuppladdning.',
    not_bgmax: 'Filen är inte en BgMax-fil från Bankgirot (första raden ska börja med 01BGMAX och version 01).',
    incomplete: 'Filen är avklippt: slutposten (70) saknas. Hämta filen från banken igen.',
    record: (line: number) => `Rad ${line} i filen är felaktig: den följer inte BgMax-formatet. Ingenting bokades.`,
    order: (line: number) => `Rad ${line} i filen står på fel plats (poster i fel ordning). Ingenting bokades.`,
    totals: (line: number) => `Summorna eller antalen på rad ${line} stämmer inte med betalningarna i filen. Ingenting bokades.`,
    test_file: 'Filen kommer från Bankgirots testsystem och innehåller inga riktiga betalningar. Ingenting bokades.',
    wrong_bankgiro: (file: string, shop: string) => `Filen gäller bankgiro ${file}, men butikens bankgiro är ${shop}. Ingenting bokades.`,
    currency: 'Filen innehåller betalningar i en annan valuta än kronor. Ingenting bokades.',
  },
} as const;

/** Why a BgMax file was refused, as the owner reads it: what is wrong and where. */
export function bgMaxRefusalText(code: string, detail: { line?: number | null; file?: string | null; shop?: string | null }): string | null {
  const e = svInvoicePayments.errors;
  const line = detail.line ?? 0;
  switch (code) {
    case 'not_bgmax':
    case 'incomplete':
    case 'test_file':
    case 'currency':
      return e[code];
    case 'record':
    case 'order':
    case 'totals':
      return line > 0 ? e[code](line) : null;
    case 'wrong_bankgiro':
      return detail.file && detail.shop ? e.wrong_bankgiro(detail.file, detail.shop) : null;
    default:
      return null;
  }
}
