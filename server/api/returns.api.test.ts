import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { placeInvoiceOrder as placeOrder } from '../testing/invoice-order';
import { plainProducts } from '../testing/plain-products';
import { expectPixelsOnly, photoWithExif, pixelBomb } from '../testing/exif-photo';
import { solidPng } from '../testing/png';
import { loggedInAdmin } from '../testing/staff-browser';
import { swedishDate } from '../../domain/swedish-calendar';
import { suiteShop, testDialects, testShopper } from '../testing/test-app';

const NOT_FOUND = 'Vi hittade ingen order med de uppgifterna. Kontrollera ordernumret och e-postadressen.';
// Real images: every uploaded image is decoded and written anew (decision 037).
const PNG = solidPng(8, 8);
const JPEG = await sharp(PNG).jpeg().toBuffer();

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----hembutiken${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`));
      chunks.push(part.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(testDialects)('returns and complaints on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: false, catalogSize: 200 });
  const app = () => shop().app;
  const db = () => app().database.db;

  /** An invoice order of the first plain products in these quantities, and its id. */
  async function placeInvoiceOrder(quantities: number[]): Promise<{ orderNumber: string; orderId: number }> {
    const products = await plainProducts(db()).where('p.stock', '>', 20).orderBy('p.id').limit(quantities.length).execute();
    const orderNumber = await placeOrder(app(), products.map((p, i) => ({ productId: p.id, quantity: quantities[i] })));
    const order = await db().selectFrom('orders').select('id').where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
    return { orderNumber, orderId: order.id };
  }

  const count = async (table: 'return_cases' | 'return_case_images' | 'return_case_lines') =>
    Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  async function linesOf(orderId: number) {
    return db().selectFrom('order_lines').select(['id', 'quantity']).where('order_id', '=', orderId).orderBy('id').execute();
  }

  async function file(shopper: Awaited<ReturnType<typeof testShopper>>, parts: Part[]) {
    const { body, contentType } = multipartBody(parts);
    return app().inject({ method: 'POST', url: '/retur-och-reklamation/store', headers: { ...shopper.headers, 'content-type': contentType }, payload: body });
  }

  it('finds the order by its number and e-mail, with its lines', async () => {
    const { orderNumber, orderId } = await placeInvoiceOrder([2, 1]);
    const s = await testShopper(app());
    const res = await s.post('/retur-och-reklamation/find-order', { order_email: ' Anna.Svensson@Example.se ', order_name: orderNumber, return_order_type: 'return' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.order.order_name).toBe(orderNumber);
    expect(body.order.return_order_type).toBe('return');
    expect(body.max_images).toBe(1);
    expect(body.order.lines.map((l: { quantity: number }) => l.quantity)).toEqual([2, 1]);
    expect(body.order.lines[0].returnable_quantity).toBe(2);
    // With the spec's order id input too.
    const withId = await s.post('/retur-och-reklamation/find-order', { order_id: String(orderId), order_email: 'anna.svensson@example.se', order_name: orderNumber, return_order_type: 'complaint' });
    expect(withId.statusCode).toBe(200);
    // The first type is the default.
    const noType = await s.post('/retur-och-reklamation/find-order', { order_email: 'anna.svensson@example.se', order_name: orderNumber });
    expect(noType.json().order.return_order_type).toBe('return');
  });

  it('answers every mismatch the same way', async () => {
    const { orderNumber, orderId } = await placeInvoiceOrder([1]);
    const s = await testShopper(app());
    const answers = await Promise.all([
      s.post('/retur-och-reklamation/find-order', { order_email: 'someone.else@example.se', order_name: orderNumber, return_order_type: 'return' }),
      s.post('/retur-och-reklamation/find-order', { order_email: 'anna.svensson@example.se', order_name: '99999999', return_order_type: 'return' }),
      s.post('/retur-och-reklamation/find-order', { order_email: 'nobody@example.se', order_name: '99999999', return_order_type: 'return' }),
      s.post('/retur-och-reklamation/find-order', { order_id: String(orderId + 1000), order_email: 'anna.svensson@example.se', order_name: orderNumber, return_order_type: 'return' }),
      s.post('/retur-och-reklamation/find-order', { order_id: 'abc', order_email: 'anna.svensson@example.se', order_name: orderNumber, return_order_type: 'return' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: true, code: 'validation_failed', message: NOT_FOUND, errors: { order_name: [NOT_FOUND] } });
    }
  });

  it('asks for the missing fields and a known type', async () => {
    const s = await testShopper(app());
    const res = await s.post('/retur-och-reklamation/find-order', { order_email: '', order_name: '', return_order_type: 'exchange' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['order_email', 'order_name', 'return_order_type']);
  });

  describe('the return period, counted from the day the goods are received (issue 30)', () => {
    const DAY = 86_400_000;
    const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    /** The Swedish calendar day of `iso`, `plus` days on (counted in days, not in 24-hour spans across a summer-time change). */
    const dayOf = (iso: string, plus: number) => new Date(Date.parse(`${swedishDate(new Date(iso))}T00:00:00Z`) + plus * DAY).toISOString().slice(0, 10);

    /** An order placed 60 days ago, with these shipping and delivery times. */
    async function oldOrder(shippedAt: string | null, deliveredAt: string | null) {
      const placed = await placeInvoiceOrder([1]);
      const status = deliveredAt ? 'delivered' : shippedAt ? 'shipped' : 'awaiting_invoice';
      await db().updateTable('orders').set({ status, created_at: ago(60), shipped_at: shippedAt, delivered_at: deliveredAt }).where('id', '=', placed.orderId).execute();
      return placed;
    }
    const lookup = async (orderNumber: string, type: string) =>
      (await testShopper(app())).post('/retur-och-reklamation/find-order', { order_email: 'anna.svensson@example.se', order_name: orderNumber, return_order_type: type });
    async function fileReturn(orderNumber: string, orderId: number) {
      const [line] = await linesOf(orderId);
      return file(await testShopper(app()), [
        { name: 'order_email', value: 'anna.svensson@example.se' }, { name: 'order_name', value: orderNumber }, { name: 'return_order_type', value: 'return' },
        { name: `lines[${line!.id}]`, value: '1' },
      ]);
    }

    it('has not started for an order not shipped yet, however old: a return can be filed, the text says from when it counts', async () => {
      const { orderNumber, orderId } = await oldOrder(null, null);
      const res = await lookup(orderNumber, 'return');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order).toMatchObject({ last_day: null, period_text: 'Ångerrätten (14 dagar) och vårt öppna köp (30 dagar) räknas från den dag du tar emot varan.' });
      expect((await fileReturn(orderNumber, orderId)).statusCode).toBe(200);
    });

    it('runs from the delivery: the withdrawal date and the longer open purchase, for an order placed long before', async () => {
      const delivered = ago(2);
      const { orderNumber, orderId } = await oldOrder(ago(5), delivered);
      const res = await lookup(orderNumber, 'return');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order).toMatchObject({
        last_day: dayOf(delivered, 30),
        period_text: `Du kan ångra köpet till och med ${dayOf(delivered, 14)}. Med vårt öppna köp kan du lämna tillbaka varan till och med ${dayOf(delivered, 30)}.`,
      });
      expect((await fileReturn(orderNumber, orderId)).statusCode).toBe(200);
    });

    it('takes the shipping plus the stated transit days when no delivery is recorded', async () => {
      const shipped = ago(20);
      const { orderNumber } = await oldOrder(shipped, null);
      const res = await lookup(orderNumber, 'return');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order).toMatchObject({
        last_day: dayOf(shipped, 33),
        period_text: `Med vårt öppna köp kan du lämna tillbaka varan till och med ${dayOf(shipped, 33)}. Vi räknar med att varan kom fram 3 dagar efter att vi skickade den.`,
      });
    });

    it('refuses a return after it, the lookup and the filing alike, and points to a complaint', async () => {
      const delivered = ago(31);
      const { orderNumber, orderId } = await oldOrder(ago(33), delivered);
      const returned = await lookup(orderNumber, 'return');
      expect(returned.statusCode).toBe(422);
      const message = `Tiden för att ångra köpet gick ut ${dayOf(delivered, 30)}. Är något fel på varan kan du i stället anmäla en reklamation.`;
      expect(returned.json()).toMatchObject({ message, errors: { return_order_type: [message] } });
      const filed = await fileReturn(orderNumber, orderId);
      expect(filed.statusCode).toBe(422);
      expect(filed.json().message).toBe(message);
      expect(await db().selectFrom('return_cases').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
      const complaint = await lookup(orderNumber, 'complaint');
      expect(complaint.statusCode).toBe(200);
      // Three years from the Swedish day of delivery (the UTC instant plus three years can fall on another Swedish day
      // when summer time differs between the two years); a 29 February ends on the 28th.
      const [year, month, day] = dayOf(delivered, 0).split('-');
      const lastDay = `${Number(year) + 3}-${month}-${month === '02' && day === '29' ? '28' : day}`;
      expect(complaint.json().order.period_text).toBe(`Du kan reklamera till och med ${lastDay}.`);
    });
  });

  it('stores and serves a return photo without its EXIF (GPS, owner), turned as it was taken; refuses a pixel bomb', async () => {
    const { orderNumber, orderId } = await placeInvoiceOrder([1]);
    const [line] = await linesOf(orderId);
    const s = await testShopper(app());
    const form: Part[] = [
      { name: 'order_email', value: 'anna.svensson@example.se' }, { name: 'order_name', value: orderNumber }, { name: 'return_order_type', value: 'return' },
      { name: 'reason', value: 'Fel storlek' }, { name: `lines[${line!.id}]`, value: '1' },
    ];
    const bomb = await file(s, [...form, { name: 'images[]', filename: 'bomb.png', type: 'image/png', data: pixelBomb() }]);
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json<{ errors: Record<string, string[]> }>().errors.images).toEqual(['bomb.png har för många bildpunkter (högst 50 megapixel).']);
    const res = await file(s, [...form, { name: 'images[]', filename: 'skada.jpg', type: 'image/jpeg', data: await photoWithExif() }]);
    expect(res.statusCode, res.body).toBe(200);
    const stored = await db().selectFrom('return_cases').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const image = await db().selectFrom('return_case_images').selectAll().where('case_id', '=', stored.id).executeTakeFirstOrThrow();
    expect(image.content_type).toBe('image/jpeg');
    await expectPixelsOnly(Buffer.from(image.data));
    const served = await (await loggedInAdmin(app())).call(`/admin/api/return-cases/${stored.id}/images/${image.id}`);
    expect(served.statusCode).toBe(200);
    await expectPixelsOnly(served.rawPayload);
  });

  it('files a return with a PNG: the case, its lines and image stored, the confirmation in the outbox', async () => {
    const { orderNumber, orderId } = await placeInvoiceOrder([2, 1]);
    const [first] = await linesOf(orderId);
    const s = await testShopper(app());
    const res = await file(s, [
      { name: 'order_email', value: 'anna.svensson@example.se' },
      { name: 'order_name', value: orderNumber },
      { name: 'return_order_type', value: 'return' },
      { name: 'reason', value: 'Fel storlek' },
      { name: `lines[${first!.id}]`, value: '1' },
      { name: 'images[]', filename: 'kartong.png', type: 'image/png', data: PNG },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.case_number).toMatch(/^R\d{6,}$/);
    expect(body.message).toContain('anna.svensson@example.se');
    const stored = await db().selectFrom('return_cases').selectAll().where('order_id', '=', orderId).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ type: 'return', reason: 'Fel storlek', status: 'received' });
    const lines = await db().selectFrom('return_case_lines').selectAll().where('case_id', '=', stored[0]!.id).execute();
    expect(lines.map((l) => [l.order_line_id, l.quantity])).toEqual([[first!.id, 1]]);
    const images = await db().selectFrom('return_case_images').selectAll().where('case_id', '=', stored[0]!.id).execute();
    expect(images).toHaveLength(1);
    const data = Buffer.from(images[0]!.data);
    expect(images[0]).toMatchObject({ content_type: 'image/png', original_name: 'kartong.png', size_bytes: data.length });
    expect(await sharp(data).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
    const mail = await db().selectFrom('outbox_emails').selectAll().where('order_id', '=', orderId).where('kind', 'like', 'return_case%').executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('anna.svensson@example.se');
    expect(mail.subject).toBe(`Vi har tagit emot din anmälan ${body.case_number}`);
    expect(mail.text_body).toContain(`ärendenummer ${body.case_number} för order ${orderNumber}`);

    // The unit returned is no longer returnable; a second return of the rest works and mails again.
    const again = await s.post('/retur-och-reklamation/find-order', { order_email: 'anna.svensson@example.se', order_name: orderNumber, return_order_type: 'return' });
    expect(again.json().order.lines[0].returnable_quantity).toBe(1);
    const over = await file(s, [
      { name: 'order_email', value: 'anna.svensson@example.se' }, { name: 'order_name', value: orderNumber }, { name: 'return_order_type', value: 'return' },
      { name: `lines[${first!.id}]`, value: '2' },
    ]);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Du kan välja högst 1 st av den produkten.');
    const rest = await file(s, [
      { name: 'order_email', value: 'anna.svensson@example.se' }, { name: 'order_name', value: orderNumber }, { name: 'return_order_type', value: 'return' },
      { name: `lines[${first!.id}]`, value: '1' }, { name: 'images[]', filename: 'foto.jpg', type: 'image/jpeg', data: JPEG },
    ]);
    expect(rest.statusCode, rest.body).toBe(200);
    const mails = await db().selectFrom('outbox_emails').select('kind').where('order_id', '=', orderId).where('kind', 'like', 'return_case%').execute();
    expect(mails).toHaveLength(2);
  });

  describe('refuses bad input with a clear message and stores nothing', () => {
    async function refused(parts: (base: Part[]) => Part[], status: number, message: string | RegExp) {
      const { orderNumber, orderId } = await placeInvoiceOrder([1]);
      const [line] = await linesOf(orderId);
      const base: Part[] = [
        { name: 'order_email', value: 'anna.svensson@example.se' }, { name: 'order_name', value: orderNumber }, { name: 'return_order_type', value: 'complaint' },
        { name: 'reason', value: 'Skärmen flimrar' }, { name: `lines[${line!.id}]`, value: '1' },
      ];
      const before = await Promise.all([count('return_cases'), count('return_case_images'), count('return_case_lines')]);
      const s = await testShopper(app());
      const res = await file(s, parts(base));
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error).toBe(true);
      expect(res.json().message).toMatch(message);
      expect(await Promise.all([count('return_cases'), count('return_case_images'), count('return_case_lines')])).toEqual(before);
    }

    it('a text file that claims to be a PNG', () =>
      refused((b) => [...b, { name: 'images[]', filename: 'bild.png', type: 'image/png', data: Buffer.from('det här är ingen bild') }], 422, 'bild.png är inte en JPEG- eller PNG-bild.'));

    // Refused on its declared length, before a byte of it is read: its name is not known yet.
    it('a 50 MB file', () =>
      refused((b) => [...b, { name: 'images[]', filename: 'stor.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(50 * 1024 * 1024)]) }], 413, 'Bilden är större än 10 MB.'));
    it('a file just over 10 MB', () =>
      refused((b) => [...b, { name: 'images[]', filename: 'stor.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]) }], 413, 'stor.png är större än 10 MB.'));

    it('20 files', () =>
      refused((b) => [...b, ...Array.from({ length: 20 }, (_, i) => ({ name: 'images[]', filename: `bild${i}.png`, type: 'image/png', data: PNG }))], 422, 'Du kan ladda upp högst 1 bild.'));

    it('two files when one is allowed', () =>
      refused((b) => [...b, { name: 'images[]', filename: 'a.png', type: 'image/png', data: PNG }, { name: 'images[]', filename: 'b.png', type: 'image/png', data: PNG }], 422, 'Du kan ladda upp högst 1 bild.'));

    it.each(['../../etc/passwd.png', 'mapp/bild.png', 'C:\\\\bilder\\\\bild.png'])('a file name with path separators: %s', (name) =>
      refused((b) => [...b, { name: 'images[]', filename: name, type: 'image/png', data: PNG }], 422, /^Filnamnet får inte innehålla snedstreck/));

    it('a complaint without a description', () => refused((b) => b.filter((p) => p.name !== 'reason'), 422, 'Beskriv felet på varan.'));

    it('no product chosen', () => refused((b) => b.filter((p) => !p.name.startsWith('lines[')), 422, 'Välj minst en produkt och antal.'));

    it('a line of another order', () => refused((b) => [...b, { name: 'lines[999999]', value: '1' }], 422, 'En av produkterna finns inte i ordern.'));

    it('the wrong e-mail', () => refused((b) => b.map((p) => (p.name === 'order_email' ? { ...p, value: 'x@example.se' } : p)), 422, NOT_FOUND));

    it.each(['order_name', 'order_email'])('a NUL in %s: the forbidden-character message, not the missing-field one', (field) =>
      refused((b) => b.map((p) => (p.name === field && 'value' in p ? { ...p, value: `${p.value}\u0000` } : p)), 422, 'Texten innehåller tecken som inte kan användas. Ta bort dem och försök igen.'));
  });

  it('refuses a filing without the CSRF token', async () => {
    const s = await testShopper(app());
    const { body, contentType } = multipartBody([{ name: 'order_name', value: '1' }]);
    const res = await app().inject({ method: 'POST', url: '/retur-och-reklamation/store', headers: { cookie: s.headers.cookie, 'content-type': contentType }, payload: body });
    expect(res.statusCode).toBe(419);
  });
});
