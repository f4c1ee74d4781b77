import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../connect';
import { migrateToLatest } from '../migrate';
import { seedDemoCatalog } from './index';
import { seedDemoReviews } from './reviews';

const NOW = new Date('2026-11-22T10:00:00.000Z');

async function seeded() {
  const handle = await connectDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(handle.db);
  await seedDemoCatalog(handle.db, { size: 150, now: NOW });
  return handle;
}

describe('demo reviews', () => {
  it('gives the most popular products delivered orders with reviews, the same on every seed, once', async () => {
    const [a, b] = [await seeded(), await seeded()];
    try {
      expect(await seedDemoReviews(a.db, NOW)).toBe(true);
      expect(await seedDemoReviews(b.db, NOW)).toBe(true);
      expect(await seedDemoReviews(a.db, NOW)).toBe(false);
      const read = (db: typeof a.db) =>
        db.selectFrom('product_reviews as r').innerJoin('orders as o', 'o.id', 'r.order_id').select(['r.request_uuid', 'r.product_id', 'r.rating', 'r.reviewer', 'r.text', 'r.created_at', 'o.status']).orderBy('r.id').execute();
      const reviews = await read(a.db);
      expect(reviews).toEqual(await read(b.db));
      expect(reviews.length).toBeGreaterThanOrEqual(16);
      for (const review of reviews) {
        expect(review.status).toBe('delivered');
        expect(review.text).not.toBe('');
        expect(review.request_uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      }
      const productIds = [...new Set(reviews.map((r) => r.product_id))];
      const products = await a.db.selectFrom('products').select(['id', 'rating_average', 'rating_count']).where('id', 'in', productIds).execute();
      for (const product of products) {
        const ratings = reviews.filter((r) => r.product_id === product.id).map((r) => r.rating);
        expect(product.rating_count).toBe(ratings.length);
        expect(product.rating_average).toBe(Math.round((ratings.reduce((x, y) => x + y, 0) / ratings.length) * 10) / 10);
      }
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('writes nothing into a shop that already has orders', async () => {
    const handle = await seeded();
    try {
      expect(await seedDemoReviews(handle.db, NOW)).toBe(true);
      await handle.db.deleteFrom('product_review_requests').execute();
      expect(await seedDemoReviews(handle.db, NOW)).toBe(false);
    } finally {
      await handle.close();
    }
  });
});
