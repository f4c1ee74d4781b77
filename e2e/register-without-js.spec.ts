import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';

const DATA_DIR = process.env.E2E_DATA_DIR!;

test.describe('registration without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the company field shows when company is chosen, and a company registers with its name', async ({ page }) => {
    await page.goto('/kundklubb/registrera-dig');
    const form = page.getByRole('form', { name: 'Bli medlem i kundklubben' });
    const company = form.getByLabel('Företagsnamn');
    // A private person is chosen first: the company field is in the form but not shown.
    await expect(company).toBeHidden();
    await form.getByRole('radio', { name: 'Företag' }).check();
    await expect(company).toBeVisible();

    const email = `foretag.${Date.now()}@example.se`;
    await company.fill('Utan Skript AB');
    await form.getByLabel('Förnamn').fill('Sara');
    await form.getByLabel('Efternamn').fill('Skriptlös');
    await form.getByLabel('E-postadress').fill(email);
    await form.getByLabel('Lösenord').fill('skriptlos1234');
    await form.getByRole('button', { name: 'Bli medlem' }).click();
    await expect(page).toHaveURL(/\/login\?tillbaka=%2Fmina-sidor$/);
    await expect(page.getByText('Vi har skickat ett e-brev till adressen du angav.', { exact: false })).toBeVisible();

    const db = new Database(path.join(DATA_DIR, 'shop.sqlite'), { readonly: true, fileMustExist: true });
    try {
      expect(db.prepare('select customer_type, company from customers where email = ?').get(email)).toEqual({ customer_type: 'company', company: 'Utan Skript AB' });
    } finally {
      db.close();
    }
  });
});
