import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { mailTo } from './journeys';

const DATA_DIR = process.env.E2E_DATA_DIR!;

function customer(email: string): { customer_type: string; company: string; email_verified_at: string | null } {
  const db = new Database(path.join(DATA_DIR, 'shop.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select customer_type, company, email_verified_at from customers where email = ?').get(email) as ReturnType<typeof customer>;
  } finally {
    db.close();
  }
}

test.describe('registration without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the company field shows when company is chosen, and a company registers with its name and confirms its address with the button of the mailed link', async ({ page }) => {
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

    // The mailed link shows a button, a plain form that verifies the address on POST only (decision 039).
    const link = /https?:\/\/[^\s"<>]+(\/konto\/verifiera\/[A-Za-z0-9_-]{43})/.exec(await mailTo(email, '/konto/verifiera/'))![1]!;
    await page.goto(link);
    const verifiedAt = () => customer(email).email_verified_at;
    expect(verifiedAt()).toBeNull();
    await page.getByRole('button', { name: 'Bekräfta e-postadress' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Tack, din e-postadress är bekräftad.')).toBeVisible();
    expect(verifiedAt()).not.toBeNull();
    expect(customer(email)).toMatchObject({ customer_type: 'company', company: 'Utan Skript AB' });
  });
});
