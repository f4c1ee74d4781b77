import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type ListingCard } from './fixtures';
import { placeInvoiceOrder } from './journeys';

async function logIn(page: Page, to: string) {
  await page.goto(to);
  await expect(page).toHaveURL(/\/admin\/login\?tillbaka=/);
  await page.getByLabel('E-post').fill('admin@example.se');
  await page.getByLabel('Lösenord').fill('admin1234');
  await page.getByRole('button', { name: 'Logga in' }).click();
}

/** A back-office call from the logged-in page, with the staff session's token its forms carry. */
async function call(page: Page, url: string, body: Record<string, string>): Promise<{ id?: number; code?: string }> {
  return page.evaluate(
    async ({ url, body }) => {
      const token = document.querySelector<HTMLInputElement>('input[name="_token"]')!.value;
      const response = await fetch(url, { method: 'POST', body: new URLSearchParams(body), headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': token } });
      return (await response.json()) as { id?: number; code?: string };
    },
    { url, body },
  );
}

test.describe('packages, add-ons and variants in the product editor', () => {
  test('an admin makes a package of two products and adds an add-on, and the product pages show them; deletes an unordered variant and is refused an ordered one', async ({ page }) => {
    test.setTimeout(240_000);
    const stamp = String(Date.now()).slice(-7);
    await logIn(page, '/admin/produkter/ny');
    await expect(page.getByRole('heading', { level: 1, name: 'Ny produkt' })).toBeVisible();
    const brand = await page.getByLabel('Varumärke').locator('option').nth(1).getAttribute('value');
    const category = await page.getByLabel('Kategori').locator('option').filter({ hasText: /^– – / }).first().getAttribute('value');
    const product = async (name: string, sku: string, price: string) => {
      const created = await call(page, '/admin/api/products', { name, sku, brand_id: brand!, category_id: category!, vat_class: 'standard', price, stock: '25', buy_option: '1', status: 'active' });
      expect(created.code).toBe('created');
      return created.id!;
    };
    const packageId = await product(`Frukostpaket ${stamp}`, `PKT-${stamp}`, '899');
    await product(`Brödrost Morgon ${stamp}`, `ROST-${stamp}`, '499');
    await product(`Vattenkokare Morgon ${stamp}`, `KOK-${stamp}`, '349');
    await product(`Kaffemått ${stamp}`, `MATT-${stamp}`, '49');

    // The package: made one, two parts added by article number, a wrong one refused with the reason.
    await page.goto(`/admin/produkter/${packageId}`);
    const packagePanel = page.getByRole('region', { name: 'Paket' });
    await packagePanel.getByRole('button', { name: 'Gör produkten till ett paket' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Produkten är nu ett paket.' })).toBeVisible();
    const addPart = page.getByRole('form', { name: 'Lägg till delen' });
    await addPart.getByLabel('Delens artikelnummer').fill(`PKT-${stamp}`);
    await addPart.getByRole('button', { name: 'Lägg till delen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Paketet kan inte innehålla sig självt.' })).toBeVisible();
    for (const [sku, quantity] of [[`ROST-${stamp}`, '1'], [`KOK-${stamp}`, '2']] as const) {
      await page.getByRole('form', { name: 'Lägg till delen' }).getByLabel('Delens artikelnummer').fill(sku);
      await page.getByRole('form', { name: 'Lägg till delen' }).getByLabel('Antal').fill(quantity);
      await page.getByRole('form', { name: 'Lägg till delen' }).getByRole('button', { name: 'Lägg till delen' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Delen är tillagd i paketet.' })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Paket' }).getByRole('row')).toHaveCount(3);
    await expect(page.getByText(/Delarna kostar tillsammans 1\s197\skr/)).toBeVisible();

    // The add-on, offered with the package.
    const addOn = page.getByRole('form', { name: 'Lägg till tillbehöret' });
    await addOn.getByLabel('Tillbehörets artikelnummer').fill(`MATT-${stamp}`);
    await addOn.getByRole('button', { name: 'Lägg till tillbehöret' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tillbehöret är tillagt.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tillbehör' }).getByRole('link', { name: `Kaffemått ${stamp}` })).toBeVisible();
    await expectNoAxeViolations(page);

    // The storefront's product page lists the parts and offers the add-on.
    await page.getByRole('link', { name: 'Visa i butiken' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Frukostpaket ${stamp}` })).toBeVisible();
    const contents = page.locator('.package-contents');
    await expect(contents.getByRole('heading', { name: 'Paketet innehåller' })).toBeVisible();
    await expect(contents.getByRole('link', { name: `Brödrost Morgon ${stamp}` })).toBeVisible();
    await expect(contents.getByRole('link', { name: `2 × Vattenkokare Morgon ${stamp}` })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Lägg till' }).getByRole('checkbox', { name: `Kaffemått ${stamp}` })).toBeVisible();

    // Two variants: one is ordered by a shopper, the other never is.
    await page.goto(`/admin/produkter/${packageId}`);
    const parentId = await product(`Termos ${stamp}`, `TERM-${stamp}`, '299');
    await page.goto(`/admin/produkter/${parentId}`);
    const options = await page.getByRole('form', { name: 'Lägg till variant' }).getByLabel('Variantval').locator('option[value]:not([value=""])').evaluateAll((o) => o.slice(0, 2).map((x) => (x as HTMLOptionElement).value));
    const variantIds: number[] = [];
    for (const [i, option] of options.entries()) {
      const created = await call(page, `/admin/api/products/${parentId}/variants`, { option_id: option, sku: `TERM-${stamp}-${i}`, price: '299', stock: '10' });
      variantIds.push(created.id!);
    }
    await page.goto('/');
    const parentUrl = await page.request.get(`/produkter/id/${parentId}`, { maxRedirects: 0 }).then((r) => r.headers().location ?? `/produkter/id/${parentId}`);
    await placeInvoiceOrder(page, { product_url: `${parentUrl.split('?')[0]}?variant=${variantIds[1]}` } as ListingCard);

    // The unordered variant: 'Ta bort varianten', a confirm step, and it is gone.
    await page.goto(`/admin/produkter/${variantIds[0]}`);
    await page.getByRole('region', { name: 'Ta bort varianten' }).getByRole('link', { name: 'Ta bort varianten' }).click();
    await expect(page.getByText(/Vill du ta bort Termos .* Det går inte att ångra\./)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Ja, ta bort varianten' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/produkter/${parentId}\\?klart=variant_deleted`));
    await expect(page.getByRole('status').filter({ hasText: 'Varianten är borttagen.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Varianter' }).getByRole('row')).toHaveCount(2);

    // The ordered one cannot be deleted: the page says why and what to do instead.
    await page.goto(`/admin/produkter/${variantIds[1]}`);
    const deletePanel = page.getByRole('region', { name: 'Ta bort varianten' });
    await expect(deletePanel).toContainText('Varianten har beställts och kan inte tas bort');
    await expect(deletePanel.getByRole('link', { name: 'Ta bort varianten' })).toHaveCount(0);
    // Asked anyway (outside the page, whose console would report the 409), the call refuses it.
    const token = await page.locator('input[name="_token"]').first().inputValue();
    const refused = await page.request.post(`/admin/api/products/${variantIds[1]}/delete`, {
      form: { confirm: '1' }, headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': token },
    });
    expect([refused.status(), ((await refused.json()) as { code: string }).code]).toEqual([409, 'variant_ordered']);
    await expectNoAxeViolations(page);
  });
});

test.describe('the product editor without script', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused save keeps what was typed and marks the wrong field; a variant is deleted through the confirm step', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, '/admin/produkter/ny');
    await expect(page.getByRole('heading', { level: 1, name: 'Ny produkt' })).toBeVisible();
    const name = `Utan skript ${String(Date.now()).slice(-7)}`;
    await page.getByLabel('Namn', { exact: true }).fill(name);
    await page.getByLabel('Artikelnummer (SKU)').fill(`NOJS-${Date.now()}`);
    await page.getByLabel('Varumärke').selectOption({ index: 1 });
    const category = page.getByLabel('Kategori');
    await category.selectOption((await category.locator('option').filter({ hasText: /^– – / }).first().getAttribute('value'))!);
    await page.getByLabel('Pris inkl. moms (kr)').fill('1.499,00');
    await page.getByLabel('Beskrivning', { exact: true }).fill('En text som inte får försvinna.');
    await page.getByRole('button', { name: 'Skapa produkten' }).click();
    await expect(page).toHaveURL(/\/admin\/produkter\/ny\?fel=price$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Ange priset i kronor' })).toBeVisible();
    await expect(page.getByLabel('Namn', { exact: true })).toHaveValue(name);
    await expect(page.getByLabel('Pris inkl. moms (kr)')).toHaveValue('1.499,00');
    await expect(page.getByLabel('Pris inkl. moms (kr)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Beskrivning', { exact: true })).toHaveValue('En text som inte får försvinna.');

    // Corrected, it is created; a wrong save of the existing product keeps its typed values too.
    await page.getByLabel('Pris inkl. moms (kr)').fill('1 499');
    await page.getByRole('button', { name: 'Skapa produkten' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Produkten är skapad.' })).toBeVisible();
    const productUrl = page.url().split('?')[0]!;
    await page.getByLabel('Namn', { exact: true }).fill(`${name} ändrad`);
    await page.getByRole('group', { name: 'Lager och köp' }).getByLabel('Lagersaldo').fill('3');
    await page.getByLabel('Ordinarie pris (kr)').fill('12,345');
    await page.getByRole('button', { name: 'Spara produkten' }).click();
    await expect(page).toHaveURL(/\?fel=original_price$/);
    await expect(page.getByLabel('Namn', { exact: true })).toHaveValue(`${name} ändrad`);
    await expect(page.getByRole('group', { name: 'Lager och köp' }).getByLabel('Lagersaldo')).toHaveValue('3');
    await expect(page.getByLabel('Ordinarie pris (kr)')).toHaveAttribute('aria-invalid', 'true');

    // A variant, deleted through the confirm page.
    await page.goto(productUrl);
    const variants = page.getByRole('form', { name: 'Lägg till variant' });
    await variants.getByLabel('Variantval').selectOption({ index: 1 });
    await variants.getByLabel('Artikelnummer (SKU)').fill(`NOJS-V-${Date.now()}`);
    await variants.getByLabel('Pris inkl. moms (kr)').fill('1 499');
    await variants.getByRole('button', { name: 'Lägg till variant' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Varianten är tillagd.' })).toBeVisible();
    await page.getByRole('region', { name: 'Varianter' }).getByRole('row').nth(1).getByRole('link').click();
    await page.getByRole('link', { name: 'Ta bort varianten' }).click();
    await page.getByRole('button', { name: 'Ja, ta bort varianten' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Varianten är borttagen.' })).toBeVisible();
    expect(page.url().split('?')[0]).toBe(productUrl);
  });
});
