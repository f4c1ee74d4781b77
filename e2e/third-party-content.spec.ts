import { execFileSync } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const DATA_DIR = process.env.E2E_DATA_DIR!;
const HOST = 'https://bilder.socialt.example';
const PAGE_IMAGE = `${HOST}/hembutiken/butiken.png`;
// A 1 x 1 PNG: what the third-party host answers (the test has no network).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const ONLY_REQUIRED = { required: '1', functional_third_party: '0', marketing_third_party: '0' };

/** The catalog version and the settings are re-read every 2 s. */
const PICKED_UP_MS = 2_500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function settings(...args: string[]): void {
  execFileSync('node', ['--import', 'tsx', 'scripts/settings.ts', ...args], {
    env: { ...process.env, DATA_DIR, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function withDb<T>(run: (db: Database.Database) => T): T {
  const db = new Database(path.join(DATA_DIR, 'shop.sqlite'), { fileMustExist: true });
  try {
    return run(db);
  } finally {
    db.close();
  }
}

/** Serves the third-party host and records what the page asked of it. */
async function thirdPartyHost(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`${HOST}/**`, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  return requested;
}

async function withOnlyRequiredConsent(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().clearCookies();
  await page.context().addCookies(Object.entries(ONLY_REQUIRED).map(([name, value]) => ({ name, value, url: baseURL ?? 'http://127.0.0.1/' })));
}

const consentCookies = async (page: Page) =>
  Object.fromEntries((await page.context().cookies()).filter((c) => c.name.endsWith('_third_party')).map((c) => [c.name, c.value]));

test.describe.serial('third-party images and the social feed (functional consent)', () => {
  let originalBody = '';
  test.beforeAll(async () => {
    withDb((db) => {
      originalBody = (db.prepare("select body from info_pages where url = '/om-oss'").get() as { body: string }).body;
      db.prepare("update info_pages set body = ? where url = '/om-oss'").run(`${originalBody}\n\n![Vår butik i Exempelstad](${PAGE_IMAGE})`);
      db.prepare('update catalog_state set version = version + 1').run();
    });
    settings('set', 'socialImageFeed', JSON.stringify({
      title: 'Följ oss i sociala medier',
      profileUrl: 'https://socialt.example/hembutiken',
      images: [1, 2, 3, 4].map((n) => ({ src: `${HOST}/flode/${n}.png`, alt: `Bild ${n} från vårt flöde`, link: `https://socialt.example/p/${n}` })),
    }));
    await wait(PICKED_UP_MS);
  });
  test.afterAll(async () => {
    withDb((db) => {
      db.prepare("update info_pages set body = ? where url = '/om-oss'").run(originalBody);
      db.prepare('update catalog_state set version = version + 1').run();
    });
    settings('reset', 'socialImageFeed');
    await wait(PICKED_UP_MS);
  });

  test("an info page's third-party image waits for functional consent, which its enable link gives", async ({ page, baseURL }) => {
    await withOnlyRequiredConsent(page, baseURL);
    const requested = await thirdPartyHost(page);
    await page.goto('/om-oss');
    const notice = page.locator('.third-party-blocked');
    await expect(notice).toContainText('Innehållet kan inte visas');
    await expect(page.getByRole('img', { name: 'Vår butik i Exempelstad' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(requested).toEqual([]);

    await notice.getByRole('button', { name: 'Tillåt funktionella tjänster från tredje part' }).click();
    const image = page.getByRole('img', { name: 'Vår butik i Exempelstad' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await expect(page.locator('.third-party-blocked')).toHaveCount(0);
    expect(requested).toEqual([PAGE_IMAGE]);
    // Functional on, the marketing choice left as it was.
    expect(await consentCookies(page)).toEqual({ functional_third_party: '1', marketing_third_party: '0' });
  });

  test('the social feed shows its notice without consent and loads its part and images lazily with it', async ({ page, baseURL }) => {
    await withOnlyRequiredConsent(page, baseURL);
    const requested = await thirdPartyHost(page);
    await page.goto('/');
    const feed = page.locator('section.social-feed');
    await feed.scrollIntoViewIfNeeded();
    await expect(feed.getByRole('heading', { name: 'Följ oss i sociala medier' })).toBeVisible();
    await expect(feed).toContainText('Innehållet kan inte visas');
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);

    await page.context().clearCookies();
    await page.context().addCookies(Object.entries({ required: '1', functional_third_party: '1', marketing_third_party: '0' }).map(([name, value]) => ({ name, value, url: baseURL ?? 'http://127.0.0.1/' })));
    // With functional consent the feed's part renders only once it nears the screen, and only then are images fetched
    // (a fresh load at the top of the page: the browser would restore the scroll position of the same address).
    await page.goto('about:blank');
    await page.goto('/');
    await expect(feed.getByText('Hämtar bilder ...')).toBeAttached();
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);
    await feed.scrollIntoViewIfNeeded();
    await expect(feed.getByRole('img', { name: 'Bild 4 från vårt flöde' })).toBeVisible();
    await expect(feed.getByRole('link', { name: 'Se fler bilder' })).toHaveAttribute('href', 'https://socialt.example/hembutiken');
    expect(requested.sort()).toEqual([1, 2, 3, 4].map((n) => `${HOST}/flode/${n}.png`));
    await expectNoAxeViolations(page);
  });
});
