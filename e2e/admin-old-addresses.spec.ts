import { solidPng } from '../server/testing/png';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('old addresses and brand logos', () => {
  test('an admin changes a product address and the old one takes the browser to the new; a brand logo uploaded shows on the brand page in its box; every page passes axe', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/admin/produkter');
    await page.getByLabel('E-post').fill('admin@example.se');
    await page.getByLabel('Lösenord').fill('admin1234');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/admin\/produkter$/);

    // A published product of the demo catalog: its address as the shop has it now.
    await page.goto('/admin/produkter?status=active');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const oldAddress = new URL((await page.getByRole('link', { name: 'Visa i butiken' }).getAttribute('href'))!, page.url()).pathname;
    const slug = page.getByLabel('Adress (URL)');
    const newSlug = `${await slug.inputValue()}-ny`;
    await slug.fill(newSlug);
    await page.getByRole('button', { name: 'Spara produkten' }).click();
    await expect(page.getByRole('status')).toHaveText('Produkten är sparad.');
    const oldAddresses = page.getByRole('region', { name: 'Gamla adresser' });
    await expect(oldAddresses.getByRole('cell', { name: oldAddress, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A shopper's bookmark: the old address lands on the product at its new one.
    const shopper = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
    const tab = await shopper.newPage();
    const newAddress = new URL((await page.getByRole('link', { name: 'Visa i butiken' }).getAttribute('href'))!, page.url()).pathname;
    expect(newAddress).toMatch(new RegExp(`/${newSlug}$`));
    await tab.goto(`${oldAddress}?utm_source=nyhetsbrev`);
    await expect(tab).toHaveURL(new RegExp(`${newAddress.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?utm_source=nyhetsbrev$`));
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();

    // The product goes back to its first address: the page is there again, and the other one leads to it.
    await slug.fill(newSlug.replace(/-ny$/, ''));
    await page.getByRole('button', { name: 'Spara produkten' }).click();
    await expect(page.getByRole('status')).toHaveText('Produkten är sparad.');
    await expect(oldAddresses.getByRole('cell', { name: newAddress, exact: true })).toBeVisible();
    await tab.goto(newAddress);
    await expect(tab).toHaveURL(new RegExp(`${oldAddress.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

    // A category's old address, listed on its page (a hidden one: the shop's menu stays as it is).
    const category = `Adressbyte ${Date.now() % 100_000}`;
    await page.goto('/admin/kategorier');
    const create = page.getByRole('region', { name: 'Ny kategori' });
    await create.getByLabel('Namn', { exact: true }).fill(category);
    await create.getByLabel('Publicerad i butiken').uncheck();
    await create.getByRole('button', { name: 'Skapa kategori' }).click();
    await expect(page.getByRole('status')).toHaveText('Kategorin är skapad.');
    await page.getByRole('link', { name: `Ändra ${category}` }).click();
    const categorySlug = await page.getByLabel('Adressdel').inputValue();
    await page.getByLabel('Adressdel').fill(`${categorySlug}-ny`);
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(page.getByRole('status')).toHaveText('Kategorin är sparad.');
    await expect(page.getByRole('region', { name: 'Gamla adresser' }).getByRole('cell', { name: `/${categorySlug}`, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A brand's logo: a wrong file is refused in Swedish, a PNG is taken and shown in its box.
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Varumärken' }).click();
    await page.getByRole('link', { name: /^Ändra / }).first().click();
    const brandName = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Ändra varumärket ', '');
    const link = await page.getByLabel('Adressdel').inputValue();
    const logoForm = page.getByRole('form', { name: 'Ladda upp logotypen' });
    await logoForm.getByLabel('Bildfil').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await logoForm.getByRole('button', { name: 'Ladda upp logotypen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Filen är inte en JPEG-, PNG- eller WebP-bild' })).toBeVisible();
    await page.getByRole('form', { name: 'Ladda upp logotypen' }).getByLabel('Bildfil').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(400, 100, [20, 80, 160]) });
    await page.getByRole('form', { name: 'Ladda upp logotypen' }).getByRole('button', { name: 'Ladda upp logotypen' }).click();
    await expect(page.getByRole('status')).toHaveText('Logotypen är sparad.');
    await expect(page.getByRole('img', { name: `Logotyp för ${brandName}` })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Byt logotyp' })).toBeVisible();
    await expectNoAxeViolations(page);

    await tab.goto(`/tillverkare/visa/${link}`);
    const logo = tab.getByRole('img', { name: `Logotyp för ${brandName}` });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    const box = (await logo.boundingBox())!;
    expect(Math.round(box.width / box.height)).toBe(2);
    await expectNoAxeViolations(tab);

    // Removed again: the brand page is as it was.
    await page.getByRole('button', { name: 'Ta bort logotypen' }).click();
    await expect(page.getByRole('status')).toHaveText('Logotypen är borttagen.');
    await tab.reload();
    await expect(tab.getByRole('heading', { level: 1, name: brandName })).toBeVisible();
    await expect(tab.getByRole('img', { name: `Logotyp för ${brandName}` })).toHaveCount(0);
    await shopper.close();
  });
});
