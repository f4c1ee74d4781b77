import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectPixelsOnly, photoWithExif, PHOTO_OWNER, pixelBomb } from '../testing/exif-photo';
import { loggedInAdmin } from '../testing/staff-browser';
import { suiteShop, testDialects } from '../testing/test-app';

/** Issue 27 item 7: uploaded product images and brand logos are decoded and written anew (decision 037). */
describe.each(testDialects)('uploaded images are re-encoded (%s)', (dialect) => {
  const shop = suiteShop(dialect, { pages: false });
  const app = () => shop().app;
  const db = () => app().database.db;

  it('serves a product image without the EXIF (GPS, owner) of the photo uploaded, turned as it was taken', async () => {
    const photo = await photoWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes(PHOTO_OWNER)).toBe(true);
    const admin = await loggedInAdmin(app());
    const product = await db().selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    const res = await admin.upload(`/admin/api/products/${product.id}/images`, photo, 'semester.jpg', { field: 'image', fields: { alt: 'Semester' } });
    expect(res.headers.location).toBe(`/admin/produkter/${product.id}?klart=image_added`);
    const image = await db().selectFrom('product_images').selectAll().where('product_id', '=', product.id).where('alt', '=', 'Semester').executeTakeFirstOrThrow();
    expect([image.width, image.height]).toEqual([48, 64]);
    expect(image.path).toMatch(/\.jpg$/);
    const served = await app().inject({ method: 'GET', url: image.path });
    expect(served.statusCode).toBe(200);
    await expectPixelsOnly(served.rawPayload);
  });

  it('serves a brand logo without the EXIF of the file uploaded', async () => {
    const admin = await loggedInAdmin(app());
    const brand = await db().selectFrom('brands').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const res = await admin.upload(`/admin/api/brands/${brand.id}/logo`, await photoWithExif(), 'logo.jpg', { field: 'logo' });
    expect(res.headers.location).toBe(`/admin/varumarken/${brand.id}?klart=logo_saved`);
    const { logo } = await db().selectFrom('brands').select('logo').where('id', '=', brand.id).executeTakeFirstOrThrow();
    const served = await app().inject({ method: 'GET', url: logo! });
    expect(served.statusCode).toBe(200);
    await expectPixelsOnly(served.rawPayload);
  });

  it('refuses an image claiming more pixels than allowed with a 4xx, before decoding it', async () => {
    const admin = await loggedInAdmin(app());
    const product = await db().selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    const before = await db().selectFrom('product_images').select('id').where('product_id', '=', product.id).execute();
    const image = await admin.upload(`/admin/api/products/${product.id}/images`, pixelBomb(), 'bomb.png', { field: 'image' });
    expect(image.headers.location).toBe(`/admin/produkter/${product.id}?fel=image_pixels`);
    expect(await db().selectFrom('product_images').select('id').where('product_id', '=', product.id).execute()).toEqual(before);
    const brand = await db().selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
    const logo = await admin.upload(`/admin/api/brands/${brand.id}/logo`, pixelBomb(), 'bomb.png', { field: 'logo' });
    expect(logo.headers.location).toBe(`/admin/varumarken/${brand.id}?fel=logo_pixels`);
  });
});
