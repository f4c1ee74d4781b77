import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/connect';
import { buildApp } from '../app';
import { createTestApp, testDialects } from '../testing/test-app';
import { placeInvoiceOrder } from '../testing/invoice-order';
import { plainProducts } from '../testing/plain-products';
import { createScratchDatabase } from '../testing/scratch-database';
import { filesUnder, RestoreRefused, restoreBackup, takeBackup, type ShopData } from './backup';



describe.each(testDialects)('backup and restore on %s', (dialect) => {
  it('backs up while orders are placed and restores every order, line, stock figure and image into an empty shop that starts', async () => {
    const shop = await createTestApp(dialect, { pages: false, catalogSize: 60 });
    const db = shop.app.database.db;
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
    const pgUrl = process.env.DATABASE_URL_TEST;
    const scratch = dialect === 'postgres' && pgUrl ? await createScratchDatabase(pgUrl, 'restore') : null;
    const restoreUrl = scratch?.url;
    const target: ShopData = {
      dataDir: path.join(work, 'restored'),
      databaseUrl: restoreUrl,
      sqliteFile: path.join(work, 'restored', 'shop.sqlite'),
      uploadsDir: path.join(work, 'restored', 'uploads'),
      pgSchema: shop.config.pgSchema,
    };
    try {
      const products = await plainProducts(db).where('p.stock', '>', 20).orderBy('p.id').limit(4).execute();
      const stockBefore = new Map(products.map((p) => [p.id, p.stock]));
      const lastOrderBefore = Number((await db.selectFrom('orders').select(db.fn.max('id').as('n')).executeTakeFirstOrThrow()).n ?? 0);

      // Orders keep coming while the backup is taken: it must hold each one whole or not at all.
      const placing = Promise.all(Array.from({ length: 12 }, (_, i) => placeInvoiceOrder(shop.app, [{ productId: products[i % 4]!.id, quantity: 1 + (i % 2) }])));
      await new Promise((resolve) => setTimeout(resolve, 30));
      const { file, manifest } = await takeBackup(shop.config, { outDir: path.join(work, 'backups') });
      await placing;
      expect(path.basename(file)).toMatch(/^hembutiken-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
      expect(manifest.dialect).toBe(dialect);

      await restoreBackup(target, file);
      const restored = await connectDatabase({ url: target.databaseUrl, sqliteFile: target.sqliteFile, pgSchema: target.pgSchema });
      try {
        const rdb = restored.db;
        const orders = await rdb.selectFrom('orders').select(['id', 'total_incl_vat_ore']).orderBy('id').execute();
        expect(orders).toHaveLength(manifest.counts.orders);
        const live = new Map((await db.selectFrom('orders').select(['id', 'total_incl_vat_ore']).execute()).map((o) => [o.id, o.total_incl_vat_ore]));
        for (const order of orders) expect(live.get(order.id)).toBe(order.total_incl_vat_ore);

        // Each restored order of the burst has its lines, and stock moved by exactly what they took: one snapshot.
        const burst = orders.filter((o) => o.id > lastOrderBefore).map((o) => o.id);
        const lines = burst.length === 0 ? [] : await rdb.selectFrom('order_lines').select(['order_id', 'sold_product_id', 'stock_taken']).where('order_id', 'in', burst).execute();
        expect(new Set(lines.map((l) => l.order_id)).size).toBe(burst.length);
        const stockAfter = await rdb.selectFrom('products').select(['id', 'stock']).where('id', 'in', [...stockBefore.keys()]).execute();
        for (const { id, stock } of stockAfter) {
          const taken = lines.filter((l) => l.sold_product_id === id).reduce((sum, l) => sum + l.stock_taken, 0);
          expect(stock + taken).toBe(stockBefore.get(id));
        }
        expect((await rdb.selectFrom('order_lines').select(rdb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toBe(manifest.counts.orderLines);
      } finally {
        await restored.close();
      }

      // Every uploaded image came back, byte for byte (restoreBackup checks each file's hash against the manifest).
      const images = filesUnder(target.uploadsDir);
      expect(images.length).toBeGreaterThan(10);
      expect(images).toEqual(filesUnder(shop.config.uploadsDir));
      expect(Object.keys(manifest.uploads)).toEqual(images);

      // A restore never writes over a shop's data.
      await expect(restoreBackup(target, file)).rejects.toThrow(RestoreRefused);

      // The shop starts on what was restored and is ready.
      const again = await buildApp(
        { ...shop.config, dataDir: target.dataDir, databaseUrl: target.databaseUrl, sqliteFile: target.sqliteFile, uploadsDir: target.uploadsDir, outboxDir: path.join(target.dataDir, 'outbox') },
        { pages: false },
      );
      try {
        expect((await again.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      } finally {
        await again.close();
      }
    } finally {
      await shop.close();
      await scratch?.drop();
      fs.rmSync(work, { recursive: true, force: true });
    }
  }, 180_000);

  it('refuses a file that is not a backup of the shop, in Swedish', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
    try {
      const notBackup = path.join(work, 'annat.tar.gz');
      fs.writeFileSync(path.join(work, 'readme.txt'), 'hej');
      const { execFileSync } = await import('node:child_process');
      execFileSync('tar', ['-czf', notBackup, '-C', work, 'readme.txt']);
      const target: ShopData = { dataDir: path.join(work, 'data'), databaseUrl: undefined, sqliteFile: path.join(work, 'data', 'shop.sqlite'), uploadsDir: path.join(work, 'data', 'uploads') };
      await expect(restoreBackup(target, notBackup)).rejects.toThrow('är ingen säkerhetskopia av butiken');
      await expect(restoreBackup(target, path.join(work, 'saknas.tar.gz'))).rejects.toThrow('finns inte');
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
