// Takes desktop and 375 px screenshots of pages: node --import tsx scripts/screenshot.ts http://127.0.0.1:3000 / /some/path
// CART_ADD=12,34 first puts those products in the cart (pages like /checkoutv3 need one); CONSENT=1 answers the
// consent modal ('Endast nödvändiga') on the first page so the pages are seen as after that choice; FULL=1 whole pages.
import { chromium } from 'playwright-core';

const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
for (const [label, viewport] of [['desktop', { width: 1366, height: 900 }], ['mobile', { width: 375, height: 740 }]] as const) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  page.on('console', (m) => m.type() === 'error' && console.log(`[console] ${m.text()}`));
  page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
  for (const productId of (process.env.CART_ADD ?? '').split(',').filter(Boolean)) {
    await page.goto(base + '/', { waitUntil: 'domcontentloaded' });
    const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
    const added = await page.request.post(`${base}/checkoutv3/products/add`, {
      form: { product_id: productId },
      headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    });
    console.log(`cart add ${productId}: ${added.status()}`);
  }
  if (process.env.CONSENT === '1') {
    await page.goto(base + '/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Endast nödvändiga' }).click();
  }
  for (const path of paths) {
    const response = await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `/tmp/shot-${label}-${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(response?.status(), file);
  }
  await page.close();
}
await browser.close();
