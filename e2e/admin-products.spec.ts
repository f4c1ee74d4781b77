import { solidPng } from '../server/testing/png';
import { isoToSwedishLocal } from '../domain/product-editor';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('the product editor', () => {
  test('an admin creates a product with two variants and an image, sets a sale price, and the shop shows it with the Omnibus line', async ({ page, consoleErrors }) => {
    test.setTimeout(180_000);
    const sku = `E2E-${Date.now()}`;
    const name = `Kaffebryggare Provsmak ${sku.slice(-6)}`;

    await page.goto('/admin/produkter');
    await expect(page).toHaveURL(/\/admin\/login\?tillbaka=/);
    await page.getByLabel('E-post').fill('admin@example.se');
    await page.getByLabel('Lösenord').fill('admin1234');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/admin\/produkter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Produkter' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A new product, published at 1 499 kr.
    await page.getByRole('link', { name: 'Ny produkt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ny produkt' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Namn', { exact: true }).fill(name);
    await page.getByLabel('Artikelnummer (SKU)').fill(sku);
    await page.getByLabel('Varumärke').selectOption({ index: 1 });
    const category = page.getByLabel('Kategori');
    const leaf = await category.locator('option').filter({ hasText: /^– – / }).first().getAttribute('value');
    await category.selectOption(leaf!);
    // A price it cannot read is refused; with the page's script running, what was typed stays.
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Pris inkl. moms (kr)').fill('1.499,00');
    await page.getByRole('button', { name: 'Skapa produkten' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ange priset i kronor' })).toBeVisible();
    await expect(page.getByLabel('Pris inkl. moms (kr)')).toBeFocused();
    await expect(page.getByLabel('Namn', { exact: true })).toHaveValue(name);
    // The refused call is reported by Chromium as a failed load: expected here, and only this one.
    const refused = consoleErrors.findIndex((text) => text.includes('status of 422'));
    expect(refused).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(refused, 1);
    await page.getByLabel('Pris inkl. moms (kr)').fill('1 499');
    await page.getByLabel('Lagersaldo').fill('12');
    await page.getByLabel('Status').selectOption('active');
    await page.getByLabel('Titel för sökmotorer').fill(`${name} – bryggare för hemmet`);
    await page.getByRole('button', { name: 'Skapa produkten' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Produkten är skapad.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoAxeViolations(page);

    // Two colour variants, each with its own SKU, price and stock.
    const variants = page.getByRole('form', { name: 'Lägg till variant' });
    for (const [i, price] of ['1 499', '1 599'].entries()) {
      await variants.getByLabel('Variantval').selectOption({ index: i + 1 });
      await variants.getByLabel('Artikelnummer (SKU)').fill(`${sku}-${i + 1}`);
      await variants.getByLabel('Pris inkl. moms (kr)').fill(price);
      await variants.getByLabel('Lagersaldo').fill('5');
      await variants.getByRole('button', { name: 'Lägg till variant' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Varianten är tillagd.' })).toBeVisible();
    }
    const variantRows = page.getByRole('region', { name: 'Varianter' }).getByRole('row');
    await expect(variantRows).toHaveCount(3);
    const colours = (await variantRows.locator('td:first-child').allInnerTexts()).map((t) => t.replace(/^Färg: /, ''));

    // An image: a text file named .jpg is refused, a real picture is taken with its size.
    const upload = page.getByRole('form', { name: 'Ladda upp bilden' });
    await upload.getByLabel('Bildfil').setInputFiles({ name: 'semester.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Detta är ingen bild.') });
    await upload.getByRole('button', { name: 'Ladda upp bilden' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'inte en JPEG-, PNG- eller WebP-bild' })).toBeVisible();
    await page.getByRole('form', { name: 'Ladda upp bilden' }).getByLabel('Bildfil').setInputFiles({ name: 'bryggare.png', mimeType: 'image/png', buffer: solidPng(800, 600, [180, 60, 40]) });
    await page.getByRole('form', { name: 'Ladda upp bilden' }).getByLabel('Alternativtext').fill('Röd kaffebryggare framifrån');
    await page.getByRole('form', { name: 'Ladda upp bilden' }).getByRole('button', { name: 'Ladda upp bilden' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bilden är uppladdad.' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Röd kaffebryggare framifrån' })).toBeVisible();
    await expect(page.getByText('800 × 600 px')).toBeVisible();
    await expectNoAxeViolations(page);

    // A sale price from now for a week.
    const sale = page.getByRole('form', { name: 'Schemalägg kampanjpris' });
    await sale.getByLabel('Kampanjpris inkl. moms (kr)').fill('1 199');
    await sale.getByLabel('Slut').fill(isoToSwedishLocal(new Date(Date.now() + 7 * 86_400_000).toISOString()));
    await sale.getByRole('button', { name: 'Schemalägg kampanjpris' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kampanjpriset gäller nu.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kampanjpris' }).getByRole('cell', { name: 'Pågår' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Prishistorik' }).getByRole('row')).toHaveCount(3);
    await expectNoAxeViolations(page);

    // The storefront: the sale price, the prior price struck through and the Omnibus line, both colours, the image.
    const shopUrl = await page.getByRole('link', { name: 'Visa i butiken' }).getAttribute('href');
    await page.goto(shopUrl!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page).toHaveTitle(new RegExp(`${name} – bryggare för hemmet`));
    await expect(page.getByText('Lägsta pris senaste 30 dagarna: 1\u00a0499\u00a0kr').first()).toBeVisible();
    await expect(page.getByText('1\u00a0199\u00a0kr').first()).toBeVisible();
    for (const colour of colours) await expect(page.getByText(colour, { exact: true }).first()).toBeAttached();
    await expect(page.getByRole('img', { name: 'Röd kaffebryggare framifrån' }).first()).toBeVisible();
  });
});
