import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** Version 2 energy label colours (EU 2017/1369), as the browser reports a background colour. */
const ENERGY_RGB: Record<string, string> = {
  A: 'rgb(0, 166, 81)', B: 'rgb(80, 184, 72)', C: 'rgb(190, 214, 48)', D: 'rgb(255, 242, 0)',
  E: 'rgb(253, 185, 19)', F: 'rgb(243, 112, 33)', G: 'rgb(237, 28, 36)',
};

function linksOf(html: string, pattern: RegExp): string[] {
  return [...new Set([...html.matchAll(pattern)].map((m) => m[1]!))];
}

/**
 * A product page with at least three images, an energy label, a description long enough for 'Läs mer' on a
 * phone (over 200 characters) and specifications: from the fridge-freezer category of the demo catalog.
 */
async function findProduct(request: APIRequestContext): Promise<string> {
  const listing = await (await request.get('/vitvaror/kylskap/kyl-och-frys')).text();
  for (const url of linksOf(listing, /href="(\/vitvaror\/kylskap\/kyl-och-frys\/[^"?#]+)"/g)) {
    const html = await (await request.get(url)).text();
    const images = html.match(/class="gallery__thumb"/g)?.length ?? 0;
    if (images >= 3 && html.includes('energy-tag__label-link') && html.includes('read-more__toggle') && html.includes('id="product-specifications"')) return url;
  }
  throw new Error('No product with three images, an energy label and a long description in the demo catalog');
}

/** A brand page whose products are in more than five main categories ('Visa alla (N)'). */
async function findBrandWithManyCategories(request: APIRequestContext): Promise<string> {
  const page = await (await request.get('/tillverkare')).text();
  // The brand list's links: /tillverkare/visa/{link}, or a brand's own overriding address such as /samsung.
  const brands = page.slice(page.indexOf('class="brand-groups"'), page.indexOf('</main>'));
  for (const url of linksOf(brands, /href="(\/[^"?#]+)"/g)) {
    const html = await (await request.get(url)).text();
    if (html.includes('subcategory-buttons__toggle')) return url;
  }
  throw new Error('No brand with more than five main categories in the demo catalog');
}

const dialog = (page: Page) => page.getByRole('dialog');
const counter = (page: Page) => page.locator('.lightbox__counter');

async function imageCount(page: Page): Promise<number> {
  return page.locator('.gallery__thumbs .gallery__thumb').count();
}

test.describe('product gallery, lightbox and presentation widgets on desktop', () => {
  test('opens the lightbox, steps through it with the keyboard and the buttons, and gives focus back', async ({ page }) => {
    await page.goto(await findProduct(page.request));
    const image = page.locator('.gallery__main img');
    // The first image is the page's LCP candidate.
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
    const count = await imageCount(page);
    const firstAlt = await image.getAttribute('alt');
    const main = page.getByRole('button', { name: `Förstora bild 1 av ${count}` });

    await main.click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    await expect(dialog(page).getByRole('button', { name: 'Stäng', exact: true })).toBeFocused();
    await expect(counter(page)).toHaveText(`Bild 1 av ${count}`);
    await expect(page.locator('.lightbox__caption')).toHaveText(firstAlt!);
    await expect(page.locator('.lightbox__strip li')).toHaveCount(Math.min(count, 7));
    await expect(page.locator('.lightbox__thumb[aria-current="true"]')).toHaveAccessibleName(`Visa bild 1 av ${count}`);
    // The page behind does not scroll while the lightbox is open.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`Bild 2 av ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText(`Bild 1 av ${count}`);
    // Previous from the first wraps around to the last, next from the last to the first.
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText(`Bild ${count} av ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`Bild 1 av ${count}`);
    await dialog(page).getByRole('button', { name: 'Nästa', exact: true }).click();
    await expect(counter(page)).toHaveText(`Bild 2 av ${count}`);
    await dialog(page).getByRole('button', { name: 'Föregående', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Föregående', exact: true }).click();
    await expect(counter(page)).toHaveText(`Bild ${count} av ${count}`);
    await page.getByRole('button', { name: `Visa bild 2 av ${count}` }).click();
    await expect(counter(page)).toHaveText(`Bild 2 av ${count}`);

    // Focus stays in the dialog however far one tabs.
    for (let i = 0; i < count + 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(main).toBeFocused();
    // Page scroll comes back after the modal's release delay (250 ms).
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');

    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Stäng', exact: true }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(main).toBeFocused();
  });

  test('shows the energy class in its colour, opens the label in the lightbox, and links the sections', async ({ page }) => {
    await page.goto(await findProduct(page.request));
    const link = page.locator('.energy-tag__label-link');
    const energyClass = (await link.locator('.energy-tag__arrow').textContent())!.trim();
    await expect(link).toHaveAccessibleName(`Energiklass ${energyClass}, visa energietiketten`);
    await expect(link.locator('.energy-tag__arrow')).toHaveCSS('background-color', ENERGY_RGB[energyClass]!);
    await link.click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleName(`Energietikett, energiklass ${energyClass}`);
    await expect(dialog(page).locator('img.lightbox__image')).toHaveAttribute('src', /\/energy\/energiklass-[a-g]\.svg$/);
    await expect(dialog(page).getByRole('button', { name: 'Nästa', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(link).toBeFocused();
    const sheet = page.getByRole('link', { name: 'Produktblad' });
    await expect(sheet).toHaveAttribute('href', /\/energy\/produktblad-[a-z0-9-]+\.pdf$/);
    const pdf = await page.request.get((await sheet.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The description fits within 720 characters: shown whole on a desktop, without 'Läs mer'.
    await expect(page.locator('.read-more__toggle')).toBeHidden();

    const nav = page.getByRole('navigation', { name: 'Innehåll på sidan' });
    // 'Omdömen' is linked only while the page has a reviews section; one that appears later gets its link then.
    if ((await page.locator('#product-reviews').count()) === 0) {
      await expect(nav.getByRole('link')).toHaveText(['Beskrivning', 'Specifikationer']);
      await page.evaluate(() => {
        const section = document.createElement('section');
        section.id = 'product-reviews';
        section.textContent = 'Omdömen';
        document.querySelector('.product-page')!.append(section);
      });
    }
    await expect(nav.getByRole('link')).toHaveText(['Beskrivning', 'Specifikationer', 'Omdömen']);
    await nav.getByRole('link', { name: 'Specifikationer' }).click();
    await expect(nav.getByRole('link', { name: 'Specifikationer' })).toHaveAttribute('aria-current', 'location');
    await expect(page).toHaveURL(/#product-specifications$/);
    const heading = page.locator('#product-specifications');
    await expect(heading).toBeFocused();
    // The section lands just below the sticky header and the navigation, not under them.
    await expect
      .poll(async () => {
        const navBottom = await nav.evaluate((el) => el.getBoundingClientRect().bottom);
        const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
        return top >= navBottom - 1 && top <= navBottom + 40;
      })
      .toBe(true);
    await nav.getByRole('link', { name: 'Beskrivning' }).click();
    await expect(nav.getByRole('link', { name: 'Beskrivning' })).toHaveAttribute('aria-current', 'location');
    await expect.poll(() => page.locator('#product-description').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThan(0);
    await expect(nav.getByRole('link', { name: 'Specifikationer' })).not.toHaveAttribute('aria-current', 'location');
    await expectNoAxeViolations(page);
  });

  test("lists a page's categories as buttons, five first and all after 'Visa alla (N)'", async ({ page }) => {
    await page.goto(await findBrandWithManyCategories(page.request));
    const list = page.locator('.subcategory-buttons__group--desktop');
    const toggle = list.getByRole('button', { name: /^Visa alla \((\d+)\)$/ });
    const total = Number(/\((\d+)\)/.exec((await toggle.textContent())!)![1]);
    expect(total).toBeGreaterThan(5);
    await expect(list.getByRole('link')).toHaveCount(5);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(list.getByRole('link')).toHaveCount(total);
    const fewer = list.getByRole('button', { name: 'Visa färre' });
    await expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.subcategory-buttons__group--mobile')).toBeHidden();
    await expectNoAxeViolations(page);
    await fewer.click();
    await expect(list.getByRole('link')).toHaveCount(5);
  });
});

test.describe('product page widgets at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("cuts the description at 200 characters with 'Läs mer' and shows the lightbox full screen", async ({ page }) => {
    await page.goto(await findProduct(page.request));
    const description = page.locator('section[aria-labelledby="product-description"]');
    const toggle = description.getByRole('button', { name: 'Läs mer' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const cut = (await description.locator('.read-more__text').innerText()).trim();
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.replace(/\s+/g, ' ').length).toBeLessThanOrEqual(201);
    await toggle.click();
    const less = description.getByRole('button', { name: 'Läs mindre' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    const full = (await description.locator('.read-more__text').innerText()).trim();
    expect(full.length).toBeGreaterThan(cut.length);
    expect(full.endsWith('…')).toBe(false);
    await less.click();
    await expect(description.getByRole('button', { name: 'Läs mer' })).toHaveAttribute('aria-expanded', 'false');

    const count = await imageCount(page);
    await page.getByRole('button', { name: /^Förstora bild 1 av/ }).click();
    await expect(dialog(page)).toBeVisible();
    const box = await page.locator('.lightbox__dialog').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    for (const name of ['Stäng', 'Föregående', 'Nästa']) {
      const button = await dialog(page).getByRole('button', { name, exact: true }).boundingBox();
      expect(button!.x).toBeGreaterThanOrEqual(0);
      expect(button!.x + button!.width).toBeLessThanOrEqual(375);
      expect(button!.height).toBeGreaterThanOrEqual(44);
    }
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`Bild 2 av ${count}`);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });

  test("shows 'Underkategorier' with every main category on a phone", async ({ page }) => {
    await page.goto(await findBrandWithManyCategories(page.request));
    const list = page.locator('.subcategory-buttons__group--mobile');
    await expect(list.getByRole('heading', { name: 'Underkategorier' })).toBeVisible();
    await expect(page.locator('.subcategory-buttons__group--desktop')).toBeHidden();
    await expect(list.getByRole('link')).toHaveCount(5);
    await list.getByRole('button', { name: 'Visa samtliga' }).click();
    expect(await list.getByRole('link').count()).toBeGreaterThan(5);
    await expect(list.getByRole('button', { name: 'Visa färre' })).toHaveAttribute('aria-expanded', 'true');
  });
});
