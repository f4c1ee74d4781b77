import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { adminInOwnBrowser } from './journeys';

/** The storefront's mega menu, opened by its button; answers the panel. */
async function openMegaMenu(page: Page) {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Alla kategorier' });
  await toggle.click();
  const panel = page.locator('.mega-menu__panel');
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('the back office: categories and brands', () => {
  test('an admin creates a subcategory, moves it under another main category and up, and the storefront menu shows it there; a brand and a specification group for it; every page passes axe', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const name = `Tillbehör ${Date.now() % 100_000}`;

    // Two main categories of the storefront menu.
    const shopMenu = await openMegaMenu(page);
    const mains = shopMenu.locator('.mega-menu__main-link');
    const first = (await mains.nth(0).textContent())!.trim();
    const second = (await mains.nth(1).textContent())!.trim();

    const { admin, adminContext } = await adminInOwnBrowser(browser, baseURL, '/admin/kategorier', 'Kategorier');

    const form = admin.getByRole('region', { name: 'Ny kategori' });
    await form.getByLabel('Namn', { exact: true }).fill(name);
    await form.getByLabel('Överordnad kategori').selectOption({ label: first });
    await form.getByRole('button', { name: 'Skapa kategori' }).click();
    await expect(admin.getByRole('status')).toHaveText('Kategorin är skapad.');
    await expect(admin.getByRole('link', { name: `Ändra ${name}` })).toBeVisible();

    // Moved under the second main category, from its own page.
    await admin.getByRole('link', { name: `Ändra ${name}` }).click();
    await expect(admin.getByRole('heading', { level: 1, name: `Ändra kategorin ${name}` })).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.getByLabel('Överordnad kategori').selectOption({ label: second });
    await admin.getByLabel('Sidtitel för sökmotorer').fill(`${name} för hemmet`);
    await admin.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(admin.getByRole('status')).toHaveText('Kategorin är sparad.');
    const address = (await admin.getByRole('main').getByRole('link', { name: /^\/.+/ }).textContent())!.trim();
    expect(address.split('/')).toHaveLength(3);

    // One step up among its new siblings.
    await admin.goto('/admin/kategorier');
    await admin.getByRole('button', { name: `Flytta ${name} uppåt` }).click();
    await expect(admin.getByRole('status')).toHaveText('Ordningen är ändrad.');

    // Brands: a new one, and its page.
    await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Varumärken' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Varumärken' })).toBeVisible();
    await expectNoAxeViolations(admin);
    const brand = `Nordljus ${Date.now() % 100_000}`;
    await admin.getByRole('region', { name: 'Nytt varumärke' }).getByLabel('Namn', { exact: true }).fill(brand);
    await admin.getByRole('button', { name: 'Skapa varumärke' }).click();
    await expect(admin.getByRole('status')).toHaveText('Varumärket är skapat.');
    await admin.getByRole('link', { name: `Ändra ${brand}` }).click();
    await expect(admin.getByRole('heading', { level: 1, name: `Ändra varumärket ${brand}` })).toBeVisible();
    await expectNoAxeViolations(admin);

    // A specification group for the new category: a row, and the category that shows it.
    await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Specifikationer' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Specifikationer' })).toBeVisible();
    await expectNoAxeViolations(admin);
    const group = `Kabellängd ${Date.now() % 100_000}`;
    const groupForm = admin.getByRole('region', { name: 'Ny specifikationsgrupp' });
    await groupForm.getByLabel('Grupp', { exact: true }).fill(group);
    await groupForm.getByRole('combobox', { name: /^Typ/ }).selectOption('interval');
    await groupForm.getByLabel('Enhet', { exact: true }).fill('m');
    await groupForm.getByRole('button', { name: 'Skapa grupp' }).click();
    await expect(admin.getByRole('status')).toHaveText('Gruppen är skapad.');
    await admin.getByRole('link', { name: `Ändra ${group}` }).click();
    await admin.getByLabel('Värde', { exact: true }).fill('1,5 m');
    await admin.getByRole('textbox', { name: /^Tal/ }).fill('1,5');
    await admin.getByRole('button', { name: 'Lägg till rad' }).click();
    await expect(admin.getByRole('status')).toHaveText('Raden är tillagd.');
    await admin.getByRole('combobox', { name: /^Kategori/ }).selectOption({ label: `\u2003${name}` });
    await admin.getByRole('button', { name: 'Koppla', exact: true }).click();
    await expect(admin.getByRole('status')).toHaveText('Gruppen är kopplad till kategorin.');
    await expect(admin.getByRole('button', { name: `Koppla bort ${name}` })).toBeVisible();
    await expectNoAxeViolations(admin);
    await adminContext.close();

    // The storefront's menu lists it under the second main category, not the first, and its page opens.
    await expect(async () => {
      const panel = await openMegaMenu(page);
      await panel.locator('.mega-menu__main-link', { hasText: second }).first().hover();
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible({ timeout: 1_500 });
    }).toPass({ timeout: 20_000 });
    const panel = page.locator('.mega-menu__panel');
    await panel.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${name} för hemmet`));
    await expectNoAxeViolations(page);
    const again = await openMegaMenu(page);
    await again.locator('.mega-menu__main-link', { hasText: first }).first().hover();
    await expect(again.getByRole('link', { name, exact: true })).toHaveCount(0);
  });
});
