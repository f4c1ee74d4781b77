import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('home page and chrome on desktop', () => {
  test('shows the demo store in Swedish with a working mega-menu', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.locator('meta[name="csrf-token"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hemelektronik och vitvaror' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Populära kategorier' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Våra varumärken' })).toBeVisible();
    await expect(page.locator('.product-card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Varukorg, 0 produkter/ })).toBeVisible();
    await expectNoAxeViolations(page);

    const toggle = page.getByRole('button', { name: 'Alla kategorier' });
    await toggle.hover();
    // The menu opens only after the 300 ms hover delay.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    const panel = page.locator('.mega-menu__panel');
    await expect(panel).toBeVisible();

    const mainLinks = panel.locator('.mega-menu__main-link');
    expect(await mainLinks.count()).toBeGreaterThanOrEqual(5);
    const second = mainLinks.nth(1);
    const secondName = (await second.textContent())!.trim();
    await second.hover();
    await expect(panel.getByRole('link', { name: `Visa allt inom ${secondName}` })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(panel).toBeVisible();
    const subLink = panel.locator('.mega-menu__sub-link').first();
    const subName = (await subLink.textContent())!.trim();
    await subLink.click();
    await expect(page.getByRole('heading', { level: 1, name: subName })).toBeVisible();
    await expect(page.getByText(/^Visar (produkt \d+ - \d+ av totalt \d+ produkter|1 produkt av totalt 1 produkter)$/)).toBeVisible();
  });

  test('opens a product page from the home page', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('.product-card').first();
    const name = (await card.locator('.product-card__link').textContent())!.trim();
    await card.locator('.product-card__link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('.product-page__summary .price__current')).toContainText('kr');
    await expect(page.getByRole('heading', { name: 'Specifikationer' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('keeps the query in the header search box on the results page, and a new search shows its own', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('search').getByRole('combobox', { name: 'Sök produkter' });
    await box.fill('tvättmaskin');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/produkter\/sok\?s=tv%C3%A4ttmaskin$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('tvättmaskin');
    await expect(box).toHaveValue('tvättmaskin');

    await box.fill('kaffe');
    await box.press('Enter');
    await expect(page).toHaveURL(/\?s=kaffe$/);
    await expect(box).toHaveValue('kaffe');
    await page.reload();
    await expect(box).toHaveValue('kaffe');

    await page.getByRole('link', { name: /, startsida$/ }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(box).toHaveValue('');
  });

  test('a page scrolled just past the 200 px threshold stays still while the header drops its USP bar', async ({ page }) => {
    await page.goto('/vitvaror');
    await page.waitForLoadState('networkidle');
    // Hydration restores the scroll position (ScrollRestoration): scroll only once the page is hydrated.
    await expect(page.getByRole('button', { name: /^Varukorg/ })).toBeEnabled();
    await page.evaluate(() => window.scrollTo(0, 205));
    // Thirty animation frames of scroll positions: the header's change must not push the page back and forth.
    const positions = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const tick = () => {
            seen.push(Math.round(window.scrollY));
            if (seen.length < 30) requestAnimationFrame(tick);
            else resolve(seen);
          };
          tick();
        }),
    );
    expect(new Set(positions.slice(5)).size).toBe(1);
    await expect(page.locator('.site-header')).toHaveClass(/site-header--scrolled/);
  });

  test('nothing on the home page moves while it loads and hydrates, the running campaign countdown included', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const countdown = page.getByRole('timer');
    await expect(countdown).toBeVisible();
    const before = await countdown.textContent();
    // Past the first tick after hydration, when the clock takes over from the server's time.
    await expect(countdown).not.toHaveText(before!, { timeout: 3_000 });
    await page.waitForTimeout(1_200);
    await expect(countdown).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });

  test('answers an unknown address with a Swedish 404 page', async ({ page }) => {
    const response = await page.goto('/det-har-finns-inte');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('mobile chrome at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('menu and cart panels open one at a time and lock scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Alla kategorier' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Meny', exact: true });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Meny' });
    await expect(menu).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expectNoAxeViolations(page);

    const firstCategory = menu.locator('.mobile-nav__list .mobile-nav__item').first();
    const categoryName = (await firstCategory.textContent())!.trim();
    await firstCategory.click();
    await expect(menu.getByRole('link', { name: `Visa allt inom ${categoryName}` })).toBeVisible();
    // The levels below come from the menu tree, fetched when the menu button was pressed.
    await expect(menu.locator('.mobile-nav__list .mobile-nav__item').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await page.getByRole('button', { name: /^Varukorg, 0 produkter/ }).click();
    const cart = page.getByRole('dialog', { name: 'Varukorg' });
    await expect(cart).toBeVisible();
    await expect(cart.getByText('Din varukorg är tom.')).toBeVisible();
    await expect(menu).toBeHidden();
    await expectNoAxeViolations(page);

    await cart.getByRole('button', { name: 'Stäng varukorgen' }).click();
    await expect(cart).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden', { timeout: 2_000 });
  });
});
