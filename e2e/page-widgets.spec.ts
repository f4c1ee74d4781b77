import { expect, expectNoAxeViolations, test } from './fixtures';

/** Issue 16's remaining widgets: submit buttons busy on submit, the success modal, the modal scroll lock. */
test.describe('submit buttons, the success modal and the scroll lock', () => {
  test('a posted form disables its submit button with a spinner until the next page arrives', async ({ page }) => {
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('E-postadress').fill('kund@example.se');
    await page.getByLabel('Lösenord').fill('kund1234');
    // Hold the post back so the busy state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/konto/login', async (route) => {
      await held;
      await route.continue();
    });
    const submit = page.getByRole('form', { name: 'Logga in' }).getByRole('button', { name: 'Logga in' });
    // While a navigation is pending Playwright does not look into the page: the page reports its button itself.
    const seen: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('submit-state ')) seen.push(message.text().slice('submit-state '.length));
    });
    await submit.evaluate((button: HTMLButtonElement) => {
      const width = button.getBoundingClientRect().width;
      const report = () => {
        const spinner = button.querySelector('.submit-button__spinner');
        const sameWidth = Math.abs(button.getBoundingClientRect().width - width) < 1;
        console.log(`submit-state disabled=${button.disabled} busy=${button.getAttribute('aria-busy')} spinner=${spinner !== null} sameWidth=${sameWidth} label=${button.textContent}`);
      };
      new MutationObserver(report).observe(button, { attributes: true, childList: true, subtree: true });
      // A click from the page's side: Playwright's own click would wait for the held navigation.
      button.click();
    });
    await expect.poll(() => seen.at(-1)).toBe('disabled=true busy=true spinner=true sameWidth=true label=Logga in');
    release();
    await expect(page).toHaveURL(/\/mina-sidor$/);
  });

  test('a saved change on Mina sidor is confirmed in the success modal, which locks the page scroll until 250 ms after it closes', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-postadress').fill('kund@example.se');
    await page.getByLabel('Lösenord').fill('kund1234');
    await page.getByRole('form', { name: 'Logga in' }).getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/mina-sidor$/);

    await page.getByRole('form', { name: 'Nyhetsbrev' }).getByRole('button').click();
    const modal = page.getByRole('dialog', { name: 'Klart' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('status')).toContainText('Dina ändringar är sparade');
    await expect(modal.getByRole('button', { name: 'OK' })).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expectNoAxeViolations(page);

    // The page measures itself: from the key that closes to the release of the lock.
    await page.evaluate(() => {
      const w = window as unknown as { closedAt?: number; releasedAt?: number };
      document.addEventListener('keydown', () => (w.closedAt ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        if (document.body.style.overflow === '' && w.releasedAt === undefined) w.releasedAt = performance.now();
      }).observe(document.body, { attributes: true, attributeFilter: ['style'] });
    });
    await page.keyboard.press('Enter');
    await expect(modal).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
    const lockedFor = await page.evaluate(() => {
      const w = window as unknown as { closedAt?: number; releasedAt?: number };
      return w.releasedAt! - w.closedAt!;
    });
    expect(lockedFor).toBeGreaterThanOrEqual(250);
    expect(lockedFor).toBeLessThan(2_000);
    expect(await page.evaluate(() => document.body.style.paddingRight)).toBe('');
    // The notice is shown once.
    await page.reload();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
