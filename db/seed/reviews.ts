import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { ratingSummary, suggestedReviewer } from '../../domain/reviews';
import type { Database } from '../schema';
import { isPlainProduct } from '../plain-product';

/** Products of the demo catalog that get reviews, the most popular first. */
const REVIEWED_PRODUCTS = 8;
const DAY_MS = 86_400_000;

const CUSTOMERS: readonly { first: string; last: string; postalCode: string; city: string }[] = [
  { first: 'Maria', last: 'Lindqvist', postalCode: '41122', city: 'Göteborg' },
  { first: 'Johan', last: 'Berg', postalCode: '11453', city: 'Stockholm' },
  { first: 'Fatima', last: 'Said', postalCode: '21145', city: 'Malmö' },
  { first: 'Erik', last: 'Nyström', postalCode: '75320', city: 'Uppsala' },
  { first: 'Sara', last: 'Öberg', postalCode: '90326', city: 'Umeå' },
  { first: 'Lars', last: 'Holm', postalCode: '58222', city: 'Linköping' },
  { first: 'Elin', last: 'Åkesson', postalCode: '70210', city: 'Örebro' },
];

const REVIEWS: readonly { rating: number; text: string }[] = [
  { rating: 5, text: 'Precis vad jag letade efter. Enkel att komma igång med och känns gedigen.' },
  { rating: 4, text: 'Bra produkt för pengarna. Leveransen gick snabbt, men manualen kunde ha varit tydligare.' },
  { rating: 5, text: 'Har använt den dagligen i några veckor nu och är mycket nöjd.' },
  { rating: 3, text: 'Gör det den ska, men lite högljudd för min smak.' },
  { rating: 4, text: 'Snygg design och bra kvalitet. Skulle köpa igen.' },
  { rating: 2, text: 'Fungerar, men jag hade förväntat mig mer av finishen i det här prisläget.' },
];

/** A version 4 uuid made from a name, so the demo's review links are the same on every seed. */
function demoUuid(name: string): string {
  const bytes = crypto.createHash('sha256').update(`demo-review:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Reviews for the demo catalog (issue 14): delivered demo orders of the most popular products, each with its
 * review request and a review with a text, so the demo's product pages show the review list. Written only into a
 * fresh demo shop (a seeded catalog, no order and no review request yet), never into a shop with real orders.
 * Deterministic for a given catalog and `now`.
 */
export async function seedDemoReviews(db: Kysely<Database>, now: Date): Promise<boolean> {
  const [state, order, request, settings] = await Promise.all([
    db.selectFrom('catalog_state').select('seeded_size').where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('orders').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('product_review_requests').select('uuid').limit(1).executeTakeFirst(),
    db.selectFrom('site_settings').select('value').where('key', '=', 'siteName').executeTakeFirst(),
  ]);
  if (!state || state.seeded_size === null || order || request) return false;
  const products = await db
    .selectFrom('products as p')
    .select(['p.id', 'p.name', 'p.price_incl_vat_ore'])
    .where(isPlainProduct)
    .where('p.buy_option', '=', 1)
    .orderBy('p.popularity', 'desc')
    .orderBy('p.id')
    .limit(REVIEWED_PRODUCTS)
    .execute();
  if (products.length === 0) return false;
  const storeName = settings ? siteNameOf(settings.value) : 'Hembutiken';

  await db.transaction().execute(async (trx) => {
    let n = 0;
    for (const [productIndex, product] of products.entries()) {
      const ratings: number[] = [];
      const count = 3 - (productIndex % 2);
      for (let k = 0; k < count; k++, n++) {
        const customer = CUSTOMERS[n % CUSTOMERS.length]!;
        const review = REVIEWS[(productIndex + k * 2) % REVIEWS.length]!;
        const placed = new Date(now.getTime() - (20 + ((n * 7) % 60)) * DAY_MS).toISOString();
        const delivered = new Date(Date.parse(placed) + 3 * DAY_MS).toISOString();
        const reviewed = new Date(Date.parse(delivered) + (1 + (n % 5)) * DAY_MS).toISOString();
        const price = product.price_incl_vat_ore;
        const excl = Math.round(price / 1.25);
        const inserted = await trx
          .insertInto('orders')
          .values({
            idempotency_key: `demo-review-order-${n}`, status: 'delivered', customer_type: 'private',
            email: `${customer.first.toLowerCase()}.demo@example.se`, first_name: customer.first, last_name: customer.last,
            address: 'Exempelgatan 1', postal_code: customer.postalCode, city: customer.city, country: 'SE', mobile: '+46700000000',
            delivery_name: 'PostNord ombud', delivery_incl_vat_ore: 0, delivery_excl_vat_ore: 0,
            payment_name: 'Faktura', payment_handler: 'manual_payment', payment_fee_incl_vat_ore: 0, payment_fee_excl_vat_ore: 0,
            products_incl_vat_ore: price, products_excl_vat_ore: excl, discount_incl_vat_ore: 0, discount_excl_vat_ore: 0,
            total_incl_vat_ore: price, total_excl_vat_ore: excl, vat_ore: price - excl, gift_cards_ore: 0, to_pay_ore: price,
            vat_breakdown: JSON.stringify([{ rate: 25, excl_vat_ore: excl, vat_ore: price - excl }]), discounts: '[]',
            includes_vat: 1, dominant_vat_rate: 25, view_token: demoUuid(`token-${n}`),
            created_at: placed, updated_at: delivered, paid_at: delivered, shipped_at: placed, delivered_at: delivered,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('orders').set({ order_number: String(100_000 + inserted.id) }).where('id', '=', inserted.id).execute();
        await trx
          .insertInto('order_lines')
          .values({
            order_id: inserted.id, product_id: product.id, variant_id: null, sold_product_id: product.id, name: product.name, parent_name: null,
            quantity: 1, unit_price_incl_vat_ore: price, vat_rate: 25, total_incl_vat_ore: price, total_excl_vat_ore: excl, discount_incl_vat_ore: 0,
            give_away_campaign_id: null,
          })
          .execute();
        const uuid = demoUuid(`request-${n}`);
        await trx.insertInto('product_review_requests').values({ uuid, order_id: inserted.id, created_at: delivered, completed_at: reviewed }).execute();
        await trx
          .insertInto('product_reviews')
          .values({
            request_uuid: uuid, product_id: product.id, order_id: inserted.id, rating: review.rating, reviewer: suggestedReviewer(customer.first, customer.last),
            text: review.text, store_name: storeName, created_at: reviewed, updated_at: reviewed,
          })
          .execute();
        ratings.push(review.rating);
      }
      // The average the cards show is the reviews' own, as every later review recomputes it.
      const summary = ratingSummary(ratings);
      await trx.updateTable('products').set({ rating_average: summary.average, rating_count: summary.count }).where('id', '=', product.id).execute();
    }
  });
  return true;
}

function siteNameOf(value: string): string {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'string' && parsed !== '' ? parsed : value;
  } catch {
    return value;
  }
}
