import { describe, expect, it } from 'vitest';
import type { CartResponse } from '../../common/contract/cart';
import type { CheckoutState } from '../../common/contract/checkout';
import { invoiceReadyShopper } from '../testing/invoice-order';
import { plainProducts } from '../testing/plain-products';
import { loggedInAdmin } from '../testing/staff-browser';
import { suiteShop, testDialects } from '../testing/test-app';

/**
 * The cart's delivery types and the checkout's payment types are kept until the catalog changes (decision 045): a
 * back-office change of a delivery price or a payment fee goes through the catalog's unit of work, whose signal
 * drops both, so the very next cart and checkout call charges the new amounts (no wait for a re-read).
 */
describe.each(testDialects)('checkout options changed in the back office on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: false, catalogSize: 120 });

  it('shows a changed delivery price and payment fee on the next cart and checkout call', async () => {
    const db = shop.app.database.db;
    const product = await plainProducts(db).where('p.price_incl_vat_ore', '<', 50_000).where('p.stock', '>', 5).orderBy('p.id').executeTakeFirstOrThrow();
    // The shopper's checkout has read (and so cached) the delivery and payment types before the change.
    const { shopper, shown } = await invoiceReadyShopper(shop.app, [{ productId: product.id }]);
    const ombud = await db.selectFrom('delivery_types').selectAll().where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow();
    const invoice = await db.selectFrom('payment_types').selectAll().where('code', '=', 'invoice').executeTakeFirstOrThrow();
    expect(shown.delivery_checkout.selected_delivery_option).toEqual({ value: ombud.id, price: ombud.price_incl_vat_ore / 100 });

    const admin = await loggedInAdmin(shop.app);
    const deliveryForm = {
      name: ombud.name, description: ombud.description, price: '71', countries: ombud.countries, postal_code_ranges: '', position: String(ombud.position),
      is_pickup: ombud.is_pickup ? '1' : '', requires_postal_code: ombud.requires_postal_code ? '1' : '', free_delivery_applies: ombud.free_delivery_applies ? '1' : '',
      for_private: ombud.for_private ? '1' : '', for_company: ombud.for_company ? '1' : '', active: '1',
    };
    expect((await admin.json(`/admin/api/delivery-types/${ombud.id}`, deliveryForm)).statusCode).toBe(200);
    const paymentForm = {
      name: invoice.name, description: invoice.description, price: '23', position: String(invoice.position),
      for_private: invoice.for_private ? '1' : '', for_company: invoice.for_company ? '1' : '', active: '1',
    };
    expect((await admin.json(`/admin/api/payment-types/${invoice.id}`, paymentForm)).statusCode).toBe(200);

    const cart = (await shopper.get('/checkoutv3/products/index')).json<CartResponse>();
    expect(cart.summary.deliveryPrice).toBe(71);
    const state = (await shopper.get('/checkoutv3/checkoutv3/show')).json<CheckoutState>();
    expect(state.delivery_checkout.selected_delivery_option).toEqual({ value: ombud.id, price: 71 });
    expect(state.available_payment_types.find((t) => t.payment_type_id === invoice.id)?.payment_type_price).toBe(23);
    expect(state.cart.summary.paymentTypePrice).toBe(23);
  });
});
