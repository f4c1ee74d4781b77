import { svInvoices } from '../../common/copy/sv-invoices';
import { formatOcrReference } from '../../domain/invoicing/ocr-reference';
import { formatPrice } from '../../domain/money';
import type { SiteSettings } from '../../domain/site-settings';
import type { OrderAddress } from '../../domain/order-summary';
import type { Invoice } from '../../db/repositories/invoice-repository';

/** Whom the invoice is to, from its order. */
export interface InvoiceCustomer extends OrderAddress {
  order_number: string | null;
}

export type InvoiceSeller = Pick<
  SiteSettings,
  'siteName' | 'companyLegalName' | 'companyOrganisationNumber' | 'companyVatNumber' | 'companyFSkatt' | 'companyAddress' | 'companyEmail' | 'companyPhone' | 'bankgiro' | 'plusgiro'
>;

export interface InvoicePdfOptions {
  /** Not compressed, so a test can read the text. */
  compress?: boolean;
}

const d = svInvoices.document;
const LEFT = 50;
const RIGHT = 545;
const GREY = '#555555';

/**
 * An amount as printed: the sv-SE format with öre, with a hyphen for the minus sign, since the PDF's standard fonts
 * (WinAnsi) have no U+2212.
 */
const amount = (ore: number) => formatPrice(ore, { decimals: true }).replace('\u2212', '-');
const postalCode = (code: string) => (/^\d{5}$/.test(code) ? `${code.slice(0, 3)} ${code.slice(3)}` : code);

/** The columns of the invoice's rows: description, quantity, unit price, VAT rate, sum. */
const COLUMNS = [
  { x: LEFT, width: 235, align: 'left' },
  { x: 290, width: 45, align: 'right' },
  { x: 340, width: 80, align: 'right' },
  { x: 425, width: 40, align: 'right' },
  { x: 470, width: 75, align: 'right' },
] as const;

function row(doc: PDFKit.PDFDocument, cells: readonly string[], bold = false): void {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  let bottom = y;
  cells.forEach((cell, i) => {
    const column = COLUMNS[i];
    if (!column) return;
    doc.text(cell, column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = LEFT;
  doc.y = bottom + 3;
}

function rule(doc: PDFKit.PDFDocument): void {
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.5).strokeColor('#999999').stroke();
  doc.y += 4;
}

/** A label and its value on one line of the facts block at the top right. */
function fact(doc: PDFKit.PDFDocument, label: string, value: string, y: number): void {
  doc.font('Helvetica').fillColor(GREY).text(label, 340, y, { width: 100 });
  doc.font('Helvetica-Bold').fillColor('black').text(value, 440, y, { width: 105, align: 'right' });
}

/**
 * The invoice or credit invoice as an A4 PDF in Swedish. The same invoice always gives the same bytes (its creation
 * date is the invoice's own), so a reminder or a second download is the document the customer got first.
 */
export async function renderInvoicePdf(invoice: Invoice, customer: InvoiceCustomer, seller: InvoiceSeller, options: InvoicePdfOptions = {}): Promise<Buffer> {
  // pdfkit (with fontkit and its font data, ~28 MB resident) is loaded by the first invoice, not by every start.
  const { default: PDFDocument } = await import('pdfkit');
  const credit = invoice.kind === 'credit';
  const sign = credit ? -1 : 1;
  const title = credit ? d.credit : d.invoice;
  const doc = new PDFDocument({
    size: 'A4', margin: LEFT, compress: options.compress ?? true,
    info: { Title: `${title} ${invoice.id}`, Author: seller.companyLegalName, Creator: seller.siteName, Producer: seller.siteName, CreationDate: new Date(invoice.created_at) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text(seller.companyLegalName, LEFT, 50, { width: 280 });
  doc.font('Helvetica-Bold').fontSize(22).text(title, 340, 48, { width: 205, align: 'right' });
  doc.fontSize(10);
  const facts: [string, string][] = [
    [d.invoiceNumber, String(invoice.id)],
    [d.issueDate, invoice.issue_date],
    ...(credit ? [] : [[d.dueDate, invoice.due_date] as [string, string], [d.ocr, formatOcrReference(invoice.ocr)] as [string, string]]),
    ...(credit && invoice.credits_invoice_id !== null ? [[d.creditsInvoice, String(invoice.credits_invoice_id)] as [string, string]] : []),
    [d.orderNumber, customer.order_number ?? ''],
  ];
  facts.forEach(([label, value], i) => fact(doc, label, value, 85 + i * 15));

  doc.font('Helvetica').fillColor(GREY).text(d.customer, LEFT, 95);
  doc.fillColor('black');
  const address = [
    customer.company,
    `${customer.first_name} ${customer.last_name}`,
    customer.address,
    customer.co ? `c/o ${customer.co}` : null,
    `${postalCode(customer.postal_code)} ${customer.city}`,
  ].filter((part): part is string => Boolean(part));
  doc.text(address.join('\n'), LEFT, 110, { width: 260 });

  doc.x = LEFT;
  doc.y = 200;
  row(doc, [d.description, d.quantity, d.unitPrice, d.vatRate, d.sum], true);
  rule(doc);
  for (const line of invoice.lines) {
    row(doc, [line.name, String(line.quantity), amount(sign * line.unit_price_incl_vat_ore), line.vat_rate === null ? '' : d.rate(line.vat_rate), amount(sign * line.total_incl_vat_ore)]);
  }
  rule(doc);

  doc.moveDown(0.5);
  row(doc, [d.vatPerRate, '', d.vatBase, '', d.vat], true);
  for (const vat of invoice.vat_breakdown) row(doc, [d.rate(vat.rate), '', amount(sign * vat.excl_vat_ore), '', amount(sign * vat.vat_ore)]);
  rule(doc);
  doc.fontSize(13);
  row(doc, [credit ? d.credited : d.toPay, '', '', '', amount(sign * invoice.amount_ore)], true);
  doc.fontSize(10).moveDown(1);

  if (credit) {
    doc.font('Helvetica').text(d.creditNote, LEFT, doc.y, { width: RIGHT - LEFT });
  } else {
    const giros = [seller.bankgiro ? `${d.bankgiro} ${seller.bankgiro}` : null, seller.plusgiro ? `${d.plusgiro} ${seller.plusgiro}` : null].filter((g): g is string => g !== null);
    if (giros.length > 0) doc.font('Helvetica-Bold').text(d.payTo(giros.join(' / ')), LEFT, doc.y, { width: RIGHT - LEFT });
    doc.font('Helvetica').text(`${d.ocr}: ${formatOcrReference(invoice.ocr)}   ${d.dueDate}: ${invoice.due_date}`, { width: RIGHT - LEFT });
    doc.moveDown(0.5).text(d.latePayment, { width: RIGHT - LEFT });
  }

  const a = seller.companyAddress;
  const footer = [
    `${seller.companyLegalName}, ${a.street}, ${a.postalCode} ${a.city}`,
    [`${d.organisationNumber} ${seller.companyOrganisationNumber}`, `${d.vatNumber} ${seller.companyVatNumber}`, seller.companyFSkatt ? d.fSkatt : null].filter(Boolean).join(' · '),
    `${d.email} ${seller.companyEmail} · ${d.phone} ${seller.companyPhone}`,
  ];
  // The footer sits in the bottom margin: without this, its last line would start a page of its own.
  doc.page.margins.bottom = 0;
  doc.fontSize(8).fillColor(GREY).font('Helvetica');
  doc.moveTo(LEFT, 760).lineTo(RIGHT, 760).lineWidth(0.5).strokeColor('#999999').stroke();
  footer.forEach((text, i) => doc.text(text, LEFT, 768 + i * 11, { width: RIGHT - LEFT, align: 'center', lineBreak: false }));

  doc.end();
  return done;
}
