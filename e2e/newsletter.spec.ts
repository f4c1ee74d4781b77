import { expect, expectNoAxeViolations, test } from './fixtures';
import { mailTo } from './journeys';

const SENT = 'Tack! Bekräfta din prenumeration med länken i e-brevet vi har skickat till dig.';
const CONFIRMED = 'Tack! Nu prenumererar du på vårt nyhetsbrev.';

/** The confirmation link of the newest newsletter mail to this address, as a path on the shop. */
async function confirmationPath(email: string): Promise<string> {
  const mail = await mailTo(email, '/nyhetsbrev/bekrafta/');
  return /https?:\/\/[^/\s]+(\/nyhetsbrev\/bekrafta\/[A-Za-z0-9._-]+)/.exec(mail)![1]!;
}

test.describe('newsletter sign-up in the footer at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('signs up with consent, confirms from the mail and is subscribed', async ({ page }) => {
    const email = `nyhetsbrev-${Date.now()}@example.se`;
    await page.goto('/');
    const form = page.getByRole('contentinfo').getByRole('region', { name: 'Nyhetsbrev' });
    await form.scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').screenshot({ path: 'test-results/screens/newsletter-footer-1366.png' });
    await form.getByLabel('Din mejladress').fill(email);
    await form.getByLabel(/^Ja, skicka nyhetsbrev/).check();
    await form.getByRole('button', { name: 'Prenumerera' }).click();
    // The same plain form post as without JavaScript: the newsletter page answers.
    await expect(page).toHaveURL(/\/nyhetsbrev$/);
    await expect(page.getByText(SENT)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/screens/newsletter-page-1366.png' });

    await page.goto(await confirmationPath(email));
    await expect(page.getByRole('heading', { level: 1, name: 'Bekräfta prenumerationen' })).toBeVisible();
    await page.getByRole('button', { name: 'Bekräfta prenumerationen' }).click();
    await expect(page).toHaveURL(/\/nyhetsbrev$/);
    await expect(page.getByText(CONFIRMED)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('newsletter sign-up without JavaScript at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });

  test('the footer form posts and the newsletter page answers in Swedish', async ({ page }) => {
    const email = `utan-js-${Date.now()}@example.se`;
    await page.goto('/');
    const form = page.getByRole('contentinfo').getByRole('region', { name: 'Nyhetsbrev' });
    await page.getByRole('contentinfo').screenshot({ path: 'test-results/screens/newsletter-footer-375.png' });
    await form.getByLabel('Din mejladress').fill(email);
    await form.getByLabel(/^Ja, skicka nyhetsbrev/).check();
    await form.getByRole('button', { name: 'Prenumerera' }).click();
    await expect(page).toHaveURL(/\/nyhetsbrev$/);
    await expect(page.getByText(SENT)).toBeVisible();
    await page.getByRole('main').screenshot({ path: 'test-results/screens/newsletter-page-375.png' });

    await page.goto(await confirmationPath(email));
    await page.getByRole('button', { name: 'Bekräfta prenumerationen' }).click();
    await expect(page).toHaveURL(/\/nyhetsbrev$/);
    await expect(page.getByText(CONFIRMED)).toBeVisible();
  });
});
