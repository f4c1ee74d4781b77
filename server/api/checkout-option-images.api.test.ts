import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '../../common/contract/checkout';
import { solidPng } from '../testing/png';
import { plainProducts } from '../testing/plain-products';
import { loggedInAdmin, staffBrowser } from '../testing/staff-browser';
import { suiteShop, testDialects, testShopper } from '../testing/test-app';

/** Issue 31: the image of each delivery and payment option in the checkout, the owner's or the shop's own mark. */
describe.each(testDialects)('checkout option images on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: false, catalogSize: 150 });
  const app = () => shop().app;
  const db = () => app().database.db;

  async function checkoutState(): Promise<CheckoutState> {
    const s = await testShopper(app());
    const product = await plainProducts(db()).where('p.stock', '>', 10).orderBy('p.id').executeTakeFirstOrThrow();
    expect((await s.post('/checkoutv3/products/update', { [`products[${product.id}][quantity]`]: '1' })).statusCode).toBe(200);
    return (await s.get('/checkoutv3/checkoutv3/show')).json<CheckoutState>();
  }
  const idOf = async (table: 'delivery_types' | 'payment_types', column: 'name' | 'code', value: string) =>
    (await db().selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow()).id;

  it('gives every option the shop\'s mark for it until the owner sets an image', async () => {
    const state = await checkoutState();
    const payment = (handler: string) => state.available_payment_types.find((t) => t.handler === handler)?.module_image;
    expect(payment('swish')).toBe('/checkout-marks/swish.svg');
    expect(payment('card_redirect')).toBe('/checkout-marks/kort.svg');
    expect(payment('klarna_checkout')).toBe('/checkout-marks/klarna.svg');
    expect(payment('manual_payment')).toBe('/checkout-marks/faktura.svg');
    const delivery = (name: string) => state.delivery_checkout.delivery_options.find((o) => o.name.startsWith(name));
    expect(delivery('Hämta i butik')).toMatchObject({ image: '/checkout-marks/butik.svg', placeholder: '/checkout-marks/butik.svg' });
    expect(delivery('PostNord ombud')).toMatchObject({ image: '/checkout-marks/postnord.svg', placeholder: '/checkout-marks/postnord.svg' });
    expect(delivery('Budbee')).toMatchObject({ image: '/checkout-marks/budbee.svg' });
  });

  it('lets an admin upload, replace and remove an option\'s image, which the checkout names as the spec does', async () => {
    const admin = await loggedInAdmin(app());
    const swish = await idOf('payment_types', 'code', 'swish');
    const ombud = await idOf('delivery_types', 'name', 'PostNord ombud');

    const paymentUpload = await admin.upload(`/admin/api/payment-types/${swish}/image`, solidPng(120, 60), 'swish.png', { field: 'image' });
    expect(paymentUpload.headers.location).toBe(`/admin/leverans-och-betalning/betalning/${swish}?klart=image_saved`);
    const deliveryUpload = await admin.upload(`/admin/api/delivery-types/${ombud}/image`, solidPng(64, 32), 'ombud.png', { field: 'image' });
    expect(deliveryUpload.headers.location).toBe(`/admin/leverans-och-betalning/frakt/${ombud}?klart=image_saved`);
    const { image: paymentImage } = await db().selectFrom('payment_types').select('image').where('id', '=', swish).executeTakeFirstOrThrow();
    const { image: deliveryImage } = await db().selectFrom('delivery_types').select('image').where('id', '=', ombud).executeTakeFirstOrThrow();
    expect(paymentImage).toMatch(/^\/assets\/uploads\/checkout-options\/\d+-[0-9a-f]{16}\.png$/);
    expect((await app().inject({ method: 'GET', url: paymentImage! })).statusCode).toBe(200);

    let state = await checkoutState();
    expect(state.available_payment_types.find((t) => t.payment_type_id === swish)?.module_image).toBe(paymentImage);
    expect(state.delivery_checkout.delivery_options.find((o) => o.value === ombud)).toMatchObject({ image: deliveryImage, placeholder: '/checkout-marks/postnord.svg' });
    expect((await db().selectFrom('audit_log').select('action').where('action', '=', 'payment_type.image').execute()).length).toBeGreaterThan(0);

    // A replacement deletes the file it replaced; removal brings the mark back.
    await admin.upload(`/admin/api/payment-types/${swish}/image`, solidPng(100, 50), 'swish2.png', { field: 'image' });
    expect((await app().inject({ method: 'GET', url: paymentImage! })).statusCode).toBe(404);
    expect((await admin.form(`/admin/api/payment-types/${swish}/image/delete`, {})).headers.location).toBe(`/admin/leverans-och-betalning/betalning/${swish}?klart=image_removed`);
    expect((await admin.form(`/admin/api/payment-types/${swish}/image/delete`, {})).headers.location).toBe(`/admin/leverans-och-betalning/betalning/${swish}?fel=image_none`);
    await admin.form(`/admin/api/delivery-types/${ombud}/image/delete`, {});
    state = await checkoutState();
    expect(state.available_payment_types.find((t) => t.payment_type_id === swish)?.module_image).toBe('/checkout-marks/swish.svg');
    expect(state.delivery_checkout.delivery_options.find((o) => o.value === ombud)?.image).toBe('/checkout-marks/postnord.svg');
  });

  it('refuses what is no image, an unknown option, and staff who are not admins', async () => {
    const admin = await loggedInAdmin(app());
    const swish = await idOf('payment_types', 'code', 'swish');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await admin.upload(`/admin/api/payment-types/${swish}/image`, svg, 'logo.svg', { field: 'image' })).headers.location).toBe(`/admin/leverans-och-betalning/betalning/${swish}?fel=image_type`);
    expect((await admin.upload('/admin/api/delivery-types/99999999/image', solidPng(64, 32), 'x.png', { field: 'image' })).statusCode).toBe(404);
    expect((await db().selectFrom('payment_types').select('image').where('id', '=', swish).executeTakeFirstOrThrow()).image).toBeNull();

    const email = `kassa-${dialect}@example.se`;
    const created = await admin.json('/admin/api/staff', { email, password: 'personal123', name: 'Personal', role: 'staff' });
    expect(created.statusCode, created.body).toBe(200);
    const staff = await (await staffBrowser(app())).logIn(email, 'personal123');
    const refused = await staff.upload(`/admin/api/payment-types/${swish}/image`, solidPng(64, 32), 'x.png', { field: 'image' });
    expect(refused.statusCode).toBe(403);
  });
});
