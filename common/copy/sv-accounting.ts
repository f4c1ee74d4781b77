/**
 * The Swedish texts of the money movements on the order page and of the accountant's export (issue 30): staff
 * and the accountant read them, shoppers never do.
 */
export const svAccounting = {
  methods: {
    card: 'kort',
    swish: 'Swish',
    klarna: 'Klarna',
    svea: 'Svea',
    wasa: 'Wasa Kredit',
    invoice: 'faktura',
    bank: 'bankinsättning',
  } as Record<string, string>,
  /** What the order page calls a movement, by its kind and method. */
  movement(kind: string, method: string): string {
    if (kind === 'credit') return 'Kreditfaktura';
    if (kind === 'payment' && method === 'invoice') return 'Inbetalning på faktura';
    if (kind === 'payment' && method === 'card') return 'Kortbetalning';
    if (kind === 'payment' && (method === 'klarna' || method === 'svea' || method === 'wasa')) return `Köp med ${svAccounting.methods[method]}`;
    if (kind === 'capture') return `Dragning hos ${svAccounting.methods[method] ?? method}`;
    if (kind === 'refund' && method === 'bank') return 'Återbetalning till bankkonto';
    const via = svAccounting.methods[method] ?? method;
    return kind === 'refund' ? `Återbetalning via ${method === 'card' ? 'kortet' : via}` : `Betalning med ${via}`;
  },
  reference: (reference: string) => `Referens ${reference}`,
  recordedBy: (email: string) => `registrerad av ${email}`,
  attempt: {
    card: (status: string) => `Kortbetalning påbörjad: ${status}`,
    swish: (status: string) => `Swish-begäran: ${status}`,
  },
  export: {
    nav: 'Bokföring',
    title: 'Bokföring',
    intro: 'Välj en period och hämta periodens försäljning, moms och betalningar som SIE-fil till bokföringsprogrammet eller som CSV-fil till Excel.',
    summaryTitle: (from: string, to: string) => `Sammanställning ${from} – ${to}`,
    salesExclVat: 'Försäljning exkl. moms',
    vatAt: (rate: number) => `Utgående moms ${rate} %`,
    salesAt: (rate: number) => `Försäljning ${rate} %`,
    giftCards: 'Betalt med presentkort',
    paymentsTitle: 'Betalningar per betalsätt',
    refundsTitle: 'Återbetalningar per betalsätt',
    credited: (n: number) => (n === 1 ? 'Krediterat, 1 order' : `Krediterat, ${n} ordrar`),
    method: 'Betalsätt',
    count: 'Antal',
    amount: 'Belopp',
    orderCount: 'Sålda ordrar',
    nothing: 'Inga betalningar under perioden.',
    noRefunds: 'Inga återbetalningar under perioden.',
    filesTitle: 'Filer till bokföringen',
    downloadSie: 'Hämta SIE-fil',
    downloadCsv: 'Hämta CSV-fil',
    downloadHint: 'SIE-filen (typ 4, PC8) läses in av Fortnox, Visma, BL och andra bokföringsprogram. CSV-filen är semikolonseparerad för Excel.',
    badPeriod: 'Ange en period med giltiga datum (ÅÅÅÅ-MM-DD) inom samma kalenderår, där slutet inte är före början.',
    voucher: {
      sale: (orderNumber: string) => `Försäljning order ${orderNumber}`,
      payment: (method: string, orderNumber: string) => `Betalning ${method} order ${orderNumber}`,
      refund: (method: string, orderNumber: string) => `Återbetalning ${method} order ${orderNumber}`,
      credit: (orderNumber: string) => `Kreditering order ${orderNumber}`,
    },
    csv: {
      headers: ['Datum', 'Verifikation', 'Händelse', 'Order', 'Betalsätt', 'Referens', 'Belopp inkl. moms', 'Belopp exkl. moms', 'Moms'],
      kinds: { sale: 'Försäljning', payment: 'Betalning', refund: 'Återbetalning', credit: 'Kreditering' } as Record<string, string>,
    },
  },
} as const;
