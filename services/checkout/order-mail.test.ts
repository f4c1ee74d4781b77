import { describe, expect, it } from 'vitest';
import { orderSummary, type OrderFacts, type OrderLineFacts } from '../../domain/order-summary';
import { formatChargedAmount } from '../../domain/money';
import { confirmationMail } from './order-mail';
import type { MailShop } from '../mail/mail-html';

const ORDER: OrderFacts = {
  includes_vat: true, customer_type: 'private', first_name: 'Anna', last_name: 'Svensson', company: null, address: 'Storgatan 1', co: '',
  postal_code: '41122', city: 'Göteborg', country: 'SE', delivery_name: 'PostNord ombud', payment_name: 'Faktura',
  products_incl_vat_ore: 299_000, products_excl_vat_ore: 239_200, discount_incl_vat_ore: 29_900, discount_excl_vat_ore: 23_920,
  delivery_incl_vat_ore: 4_900, delivery_excl_vat_ore: 3_920, payment_fee_incl_vat_ore: 2_900, payment_fee_excl_vat_ore: 2_320,
  total_excl_vat_ore: 221_520, vat_ore: 55_380, gift_cards_ore: 20_000, to_pay_ore: 256_900, discounts: [{ code: 'VALKOMMEN10' }],
};
const MAIL_ORDER = { email: 'anna@example.se', first_name: 'Anna', order_number: '100042', view_token: 'tok-en_1', status: 'awaiting_invoice' as const };
const SWEATER: OrderLineFacts = {
  id: 1, product_id: 10, variant_id: 11, sold_product_id: 11, name: 'Tröja – Blå', parent_name: 'Tröja', quantity: 2,
  total_incl_vat_ore: 299_000, total_excl_vat_ore: 239_200, give_away_campaign_id: null,
};
const SHOP: MailShop = { origin: 'https://butik.example.se', siteName: 'Hembutiken', logo: null, palette: 'standard' };

const render = (order: OrderFacts = ORDER, lines: OrderLineFacts[] = [SWEATER], shop: MailShop = SHOP, mailOrder = MAIL_ORDER) =>
  confirmationMail(mailOrder, orderSummary(order, lines, new Map([[11, '/uploads/products/troja-bla.jpg']])), shop);

describe('the order confirmation e-mail', () => {
  it('names a variant once, with its quantity, price and image on the shop\'s public address', () => {
    const mail = render();
    expect(mail.text).toContain('2 × Tröja – Blå: 2\u00a0990\u00a0kr');
    expect(mail.text).not.toContain('Tröja Tröja');
    expect(mail.html).not.toContain('Tröja Tröja');
    expect(mail.html).toContain('>Tröja – Blå</div>');
    expect(mail.html).toContain('>2 st</div>');
    expect(mail.html).toContain('<img src="https://butik.example.se/uploads/products/troja-bla.jpg" alt="" width="64" height="64"');
  });

  it('carries every row of the order in both parts, the delivery with its address, the payment and a link to the order', () => {
    const { text, html, subject } = render();
    expect(subject).toBe('Orderbekräftelse 100042 – Hembutiken');
    const rows: [string, number][] = [
      ['Produkter', 299_000], ['Rabatt (VALKOMMEN10)', -29_900], ['Frakt (PostNord ombud)', 4_900], ['Betalningsavgift', 2_900],
      ['Presentkort', -20_000], ['Att betala', 256_900], ['Varav moms', 55_380],
    ];
    for (const [label, ore] of rows) {
      expect(text).toContain(`\n${label}: ${formatChargedAmount(ore)}\n`);
      expect(html).toMatch(new RegExp(`>${label.replace(/[()]/g, '\\$&')}</td><td align="right" style="[^"]*">${formatChargedAmount(ore)}</td>`));
    }
    expect(text.indexOf('Produkter:')).toBeLessThan(text.indexOf('Att betala:'));
    for (const part of [text, html]) {
      for (const line of ['PostNord ombud', 'Anna Svensson', 'Storgatan 1', '411 22 Göteborg', 'Faktura', 'Fakturan skickas till din e-postadress.', 'ångerrätt']) {
        expect(part).toContain(line);
      }
    }
    expect(text).toContain('Visa ordern på webbplatsen: https://butik.example.se/kassa/bekraftelse/100042?t=tok-en_1');
    expect(html).toContain('href="https://butik.example.se/kassa/bekraftelse/100042?t=tok-en_1"');
  });

  it('writes a company\'s order excl. VAT, then the VAT, without the consumer\'s right of withdrawal', () => {
    const { text } = render({ ...ORDER, includes_vat: false, customer_type: 'company', company: 'Exempel AB', gift_cards_ore: 0, to_pay_ore: 276_900 });
    expect(text).toContain('2 × Tröja – Blå: 2\u00a0392\u00a0kr');
    expect(text).toContain('\nProdukter: 2\u00a0392\u00a0kr\n');
    expect(text).toContain('\nSumma exkl moms: 2\u00a0215,20\u00a0kr\nMoms: 553,80\u00a0kr\nAtt betala: 2\u00a0769\u00a0kr\n');
    expect(text).not.toContain('Varav moms');
    expect(text).not.toContain('ångerrätt');
  });

  it('is a mail clients render: one table layout at most 600 px wide, inline styles, no style sheet or script', () => {
    const { html } = render();
    expect(html).toMatch(/^<!doctype html><html lang="sv">/);
    expect(html).toContain('max-width:600px');
    expect(html).not.toMatch(/<style|<link|<script|class="/i);
    expect(html).toContain('background:#0b3d5c');
    expect(render(ORDER, [SWEATER], { ...SHOP, palette: 'offer' }).html).toContain('background:#1f4d3a');
  });

  it('shows the shop\'s logo when it has one, and its name otherwise', () => {
    expect(render().html).toContain('<span style="font-size:22px;font-weight:700;color:#ffffff">Hembutiken</span>');
    const withLogo = render(ORDER, [SWEATER], { ...SHOP, siteName: 'Elbutiken', logo: '/uploads/logo.png' });
    expect(withLogo.html).toContain('<img src="https://butik.example.se/uploads/logo.png" alt="Elbutiken"');
    expect(withLogo.subject).toBe('Orderbekräftelse 100042 – Elbutiken');
  });

  it('escapes a hostile product, customer and shop name, and drops an image address that is not http(s)', () => {
    const hostile = '<script>alert(1)</script>"\'&';
    const lines = [{ ...SWEATER, name: `Tröja ${hostile}`, parent_name: null, sold_product_id: 99 }];
    const mail = confirmationMail(
      { ...MAIL_ORDER, first_name: `<img src=x onerror=alert(1)>` },
      orderSummary({ ...ORDER, first_name: '<b>Anna</b>', address: `Gatan 1 ${hostile}` }, lines, new Map([[99, 'javascript:alert(1)']])),
      { ...SHOP, siteName: `<i>Butik</i>` },
    );
    expect(mail.html).not.toMatch(/<script|<img src=x|<b>Anna|<i>Butik|javascript:/);
    expect(mail.html).toContain('Tröja &lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
    expect(mail.html).toContain('Hej &lt;img src=x onerror=alert(1)&gt;!');
    expect(mail.html).toContain('&lt;b&gt;Anna&lt;/b&gt; Svensson');
    expect(mail.html).toContain('&lt;i&gt;Butik&lt;/i&gt;');
    // The plain-text part is text: it carries the names as they are.
    expect(mail.text).toContain(`Tröja ${hostile}`);
  });
});
