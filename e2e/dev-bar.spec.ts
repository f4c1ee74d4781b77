import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The developer bar (storefront.md 'Developer bar for page jump and theme switch', docs/decisions/024): a shopper
 * never sees it; the demo admin, once logged in to the back office, has it on every storefront page.
 */
test.describe.serial('developer bar', () => {
  test('is not there for a shopper', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: /^Varukorg/ })).toBeEnabled();
    await expect(page.getByRole('complementary', { name: 'Utvecklarverktyg' })).toHaveCount(0);
  });

  test('an admin jumps to a page and switches the theme to Offert and back', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('E-post').fill('admin@example.se');
    await page.getByLabel('Lösenord').fill('admin1234');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto('/tillverkare');
    const bar = page.getByRole('complementary', { name: 'Utvecklarverktyg' });
    await expect(bar).toBeVisible();
    await expect(bar.getByLabel('Gå till sida')).toHaveValue('/tillverkare');
    await expectNoAxeViolations(page);

    await bar.getByLabel('Gå till sida').fill('kundservice/kopvillkor');
    await bar.getByRole('button', { name: 'Gå', exact: true }).click();
    await expect(page).toHaveURL(/\/kundservice\/kopvillkor$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Köpvillkor');

    const themes = bar.getByRole('navigation', { name: 'Tema' });
    await expect(themes.getByText('Standard')).toHaveAttribute('aria-current', 'true');
    await themes.getByRole('button', { name: 'Offert' }).click();
    await expect(page).toHaveURL(/\/kundservice\/kopvillkor$/);
    await expect(page.locator('html')).toHaveAttribute('data-palette', 'offer');
    await expect(bar.getByRole('navigation', { name: 'Tema' }).getByText('Offert')).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);
    await page.goto('/varukorg');
    await expect(page.getByRole('heading', { level: 1, name: 'Offertförfrågan' })).toBeVisible();

    await bar.getByRole('navigation', { name: 'Tema' }).getByRole('button', { name: 'Standard' }).click();
    await expect(page).toHaveURL(/\/varukorg$/);
    await expect(page.locator('html')).toHaveAttribute('data-palette', 'standard');
    await expect(page.getByRole('heading', { level: 1, name: 'Varukorg' })).toBeVisible();
  });
});
