import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { checkoutToPayment, confirmedOrderNumber, fillCustomerForm, mailTo, pickJourneyProduct } from './journeys';

const MEMBER = 'kund@example.se';

/** The order's lines and amount rows as the page shows them (the confirmation's and Mina sidor's summary). */
async function shownOrder(page: Page) {
  const main = page.getByRole('main');
  const section = main.getByRole('region', { name: 'Din order' });
  await expect(section).toBeVisible();
  return {
    lines: await section.locator('.confirmation__line').allInnerTexts(),
    rows: await section.locator('.confirmation__totals .summary-row').allInnerTexts(),
    delivery: await main.getByRole('region', { name: 'Leverans' }).innerText(),
    payment: await main.getByRole('region', { name: 'Betalning' }).innerText(),
  };
}

/** Nothing wider than the screen: no sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('the order after purchase', () => {
  test('a member buys with a code; Mina sidor and the e-mail show the order as the confirmation did, at 1366 and 375 px', async ({ page, request }, testInfo) => {
    await page.goto('/login');
    const login = page.getByRole('form', { name: 'Logga in' });
    await login.getByLabel('E-postadress').fill(MEMBER);
    await login.getByLabel('Lösenord').fill('kund1234');
    await login.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/mina-sidor$/);

    // Below the free-delivery limit, so delivery costs; invoice, so there is a payment fee.
    const card = await pickJourneyProduct(request, 3);
    const { main, idle, payment } = await checkoutToPayment(page, card);
    const cartBlock = main.getByRole('group', { name: '1 Din varukorg' });
    await cartBlock.getByText('+ Lägg till rabattkod/presentkort').click();
    await cartBlock.getByRole('textbox', { name: 'Rabattkod eller presentkort' }).fill('MEDLEM15');
    await cartBlock.getByRole('button', { name: 'Lägg till' }).click();
    await idle();
    await payment.getByRole('radio', { name: /Faktura/ }).check();
    await idle();
    await fillCustomerForm(page, main.getByRole('group', { name: /^\d+ Betalning$/ }), MEMBER);
    await main.getByRole('button', { name: 'Köp med betalningsskyldighet' }).click();
    const orderNumber = await confirmedOrderNumber(page);

    const confirmed = await shownOrder(page);
    expect(confirmed.rows.map((row) => row.split('\n')[0])).toEqual(['Produkter', 'Rabatt (MEDLEM15)', expect.stringMatching(/^Frakt \(PostNord ombud/), 'Betalningsavgift', 'Att betala', 'Varav moms']);
    expect(confirmed.lines).toHaveLength(1);
    expect(confirmed.lines[0]).toContain(card.product_name);
    await expect(main.locator('.confirmation__line img')).toHaveJSProperty('complete', true);
    await page.screenshot({ path: testInfo.outputPath('confirmation-1366.png'), fullPage: true });

    await page.goto('/mina-sidor');
    await page.getByRole('region', { name: 'Mina ordrar' }).getByRole('link', { name: `Visa order ${orderNumber}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    expect(await shownOrder(page)).toEqual(confirmed);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('my-order-1366.png'), fullPage: true });

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    expect(await shownOrder(page)).toEqual(confirmed);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('my-order-375.png'), fullPage: true });

    // The e-mail: the same rows, at a mail client's 600 px and on a phone, nothing wider than the screen.
    const mail = await mailTo(MEMBER, `/kassa/bekraftelse/${orderNumber}?`);
    const html = mail.slice(mail.indexOf('<!doctype html>'), mail.lastIndexOf('</html>') + '</html>'.length);
    for (const width of [600, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.setContent(html);
      // The amount rows are the mail's two-cell table rows (its layout tables are presentation only).
      const mailRows = await page.locator('tr').evaluateAll((rows) =>
        rows.filter((row) => row.children.length === 2).map((row) => [...row.children].map((cell) => (cell as HTMLElement).innerText).join('\n')),
      );
      expect(mailRows).toEqual(confirmed.rows);
      await expect(page.getByText(card.product_name, { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: testInfo.outputPath(`mail-${width}.png`), fullPage: true });
    }
  });
});
