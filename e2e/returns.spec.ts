import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { pickJourneyProduct, placeInvoiceOrder } from './journeys';

const DATA_DIR = process.env.E2E_DATA_DIR!;
// A real 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');


test('a return is filed for a real order with a PNG image: the case is stored and the confirmation is in the outbox', async ({ page, request, consoleErrors }) => {
  const card = await pickJourneyProduct(request, 0);
  const orderNumber = await placeInvoiceOrder(page, card, 'anna.retur@example.se');

  await page.goto('/kundservice/returer-och-reklamationer');
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByRole('button', { name: 'Anmäl retur eller reklamation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anmäl retur eller reklamation' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Ordernummer')).toBeFocused();
  // The first return order type is chosen by default.
  await expect(dialog.getByRole('radio', { name: 'Retur (ångerrätt)' })).toBeChecked();
  await expectNoAxeViolations(page);

  // A wrong e-mail reveals nothing.
  await dialog.getByLabel('Ordernummer').fill(orderNumber);
  await dialog.getByLabel('E-postadress').fill('someone.else@example.se');
  await dialog.getByRole('button', { name: 'Hämta order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Vi hittade ingen order med de uppgifterna. Kontrollera ordernumret och e-postadressen.');
  // The refused call (422) is the one console error Chromium logs here.
  const refused = consoleErrors.findIndex((text) => /^Failed to load resource: the server responded with a status of 422/.test(text));
  expect(refused).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refused, 1);

  await dialog.getByLabel('E-postadress').fill('Anna.Retur@example.se');
  await dialog.getByRole('button', { name: 'Hämta order' }).click();
  await expect(dialog.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await dialog.getByRole('combobox', { name: /^Antal av / }).first().selectOption('1');
  await dialog.getByLabel('Beskriv varför').fill('Passade inte i köket');
  await expect(dialog.getByText('Får max ladda upp 1 bild')).toHaveCount(0);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'kartong.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('kartong.png')).toBeVisible();
  // At the maximum the button is hidden and the control says so.
  await expect(dialog.getByText('Får max ladda upp 1 bild')).toBeVisible();
  await expect(dialog.getByText('Välj bild')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Skicka anmälan' }).click();
  await expect(dialog.getByRole('heading', { name: 'Tack, vi har tagit emot din anmälan' })).toBeVisible();
  await expect(dialog.getByText(/Ärendenummer R\d{6,}\. Vi har skickat en bekräftelse till anna\.retur@example\.se/)).toBeVisible();

  const db = new Database(path.join(DATA_DIR, 'shop.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const order = db.prepare('select id from orders where order_number = ?').get(orderNumber) as { id: number };
    const cases = db.prepare('select id, type, reason, status from return_cases where order_id = ?').all(order.id) as { id: number; type: string; reason: string; status: string }[];
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ type: 'return', reason: 'Passade inte i köket', status: 'received' });
    const images = db.prepare('select content_type, original_name, size_bytes from return_case_images where case_id = ?').all(cases[0]!.id);
    // Stored re-encoded (decision 037): its own size, not the upload's.
    expect(images).toEqual([{ content_type: 'image/png', original_name: 'kartong.png', size_bytes: expect.any(Number) }]);
    const lines = db.prepare('select quantity from return_case_lines where case_id = ?').all(cases[0]!.id);
    expect(lines).toEqual([{ quantity: 1 }]);
    const mail = db.prepare("select recipient, subject from outbox_emails where order_id = ? and kind like 'return_case%'").all(order.id) as { recipient: string; subject: string }[];
    expect(mail).toHaveLength(1);
    expect(mail[0]!.recipient).toBe('anna.retur@example.se');
    expect(mail[0]!.subject).toMatch(/^Vi har tagit emot din anmälan R\d{6,}$/);
  } finally {
    db.close();
  }

  await dialog.getByRole('button', { name: 'Stäng' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the footer opens the returns modal and Esc closes it', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Anmäl retur eller reklamation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anmäl retur eller reklamation' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
