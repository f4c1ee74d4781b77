import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PRICES_HEADER = 'Artikelnummer;Pris;Ordinarie pris;Medlemspris;Lager';

/** The demo admin (README "Demo accounts"), sent to the import page after the login. */
async function logIn(page: Page): Promise<void> {
  await page.goto('/admin/import-export');
  await expect(page).toHaveURL(/\/admin\/login\?tillbaka=/);
  await page.getByLabel('E-post').fill('admin@example.se');
  await page.getByLabel('Lösenord').fill('admin1234');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/admin\/import-export$/);
}

/** Chooses a file in the import form (as bytes, as Excel would have saved it) and sends it. */
async function importFile(page: Page, name: string, text: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.getByLabel('CSV-fil').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`, 'utf8') });
  await page.getByRole('button', { name: 'Läs in filen' }).click();
  await expect(page).toHaveURL(/\/admin\/import-export\?import=\d+&(klart|fel)=/);
}

test.describe('the back office’s CSV import', () => {
  test('an admin downloads the catalog, imports 1 000 price changes with two bad lines (refused with the report), fixes them and imports again; the pages pass axe', async ({ page }) => {
    test.setTimeout(180_000);
    await logIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Import och export' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The products export, as Excel opens it: byte-order mark, semicolons.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Ladda ner produkter (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^produkter-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = fs.readFileSync((await file.path())!, 'utf8');
    expect(exported.startsWith('\uFEFFArtikelnummer;Namn;Adress;Varumärke;Kategori;')).toBe(true);
    const [header, first] = exported.slice(1).split('\r\n');
    const [, , , brand, category, vat] = first!.split(';');

    // A thousand new products of this run, hidden from the shop so no other journey meets them.
    const run = Date.now().toString(36).toUpperCase();
    const skus = Array.from({ length: 1000 }, (_, i) => `E2E-${run}-${String(i + 1).padStart(4, '0')}`);
    const products = skus.map((sku, i) => [sku, `Importprodukt ${i + 1}`, '', brand, category, vat, '100,00', '', '', '5', 'dold', 'ja', '', '', ''].join(';'));
    await importFile(page, 'nya-produkter.csv', [header, ...products].join('\r\n'));
    await expect(page.getByText('Filen är inläst: 1000 nya produkter, 0 ändrade och 0 oförändrade.')).toBeVisible();

    // 1 000 price changes; line 251 has a price Excel never writes, line 802 names no product.
    const prices = skus.map((sku, i) => `${sku};${150 + (i % 50)},50;199,00;;${10 + (i % 7)}`);
    const bad = [...prices];
    bad[249] = `${skus[249]};1.499,50;199,00;;3`;
    bad[800] = `FINNS-INTE-${run};99,00;;;3`;
    await importFile(page, 'priser.csv', [PRICES_HEADER, ...bad].join('\r\n'));
    await expect(page.getByRole('alert').filter({ hasText: 'Filen' })).toHaveText('Filen lästes inte in: 2 fel. Ingenting har ändrats. Rätta felen och läs in filen igen.');
    const report = page.getByRole('region', { name: 'Rapport för priser.csv' });
    const rows = report.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('251Pris"1.499,50" är inget giltigt belopp.');
    await expect(rows.nth(2)).toContainText(`802ArtikelnummerDet finns ingen produkt med artikelnummer FINNS-INTE-${run}.`);
    await expectNoAxeViolations(page);

    // Fixed, the same file goes in whole.
    await importFile(page, 'priser-rattade.csv', [PRICES_HEADER, ...prices].join('\r\n'));
    await expect(page.getByRole('status').filter({ hasText: 'Filen' })).toHaveText('Filen är inläst: 0 nya produkter, 1000 ändrade och 0 oförändrade.');
    const history = page.getByRole('region', { name: 'Senaste importer' });
    await expect(history.getByRole('row').nth(1)).toContainText('priser-rattade.csv');
    await expect(history.getByRole('row').nth(2)).toContainText('Avvisad: 2 fel');
    await expectNoAxeViolations(page);

    // The prices file exported now carries the new prices.
    const prices2 = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Ladda ner priser och lager (CSV)' }).click();
    const after = fs.readFileSync((await (await prices2).path())!, 'utf8');
    expect(after).toContain(`\r\n${skus[0]};150,50;199,00;;10\r\n`);
    expect(after).toContain(`\r\n${skus[249]};199,50;199,00;;14\r\n`);
  });
});
