import { expect, expectNoAxeViolations, test } from './fixtures';
import { adminInOwnBrowser, checkoutToPayment, kr, membersListing, type MemberListingCard } from './journeys';

type Card = MemberListingCard;

/** A plain product without a member price of its own (a member's listing says so; a guest's says null for all). */
async function unpricedProduct(baseURL: string | undefined): Promise<Card> {
  const products = await membersListing(baseURL);
  const card = products.find(
    (p) =>
      p.product_member_price === null && p.stock_status.purchasable && p.stock_status.quantity >= 10 && !p.product_is_parent && !p.product_hide_price &&
      p.product_buy_option && p.parent_id === null && p.product_max_purchasable_quantity === null && !p.product_url.startsWith('/presentkort') &&
      p.product_display_price >= 200 && p.product_display_price <= 900 && Number.isInteger(p.product_display_price),
  );
  if (!card) throw new Error('The demo catalog has no product for this journey');
  return card;
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date());

test.describe('member campaigns', () => {
  test('an admin starts a member campaign; the member sees its price on a card and the product page and pays it, a guest does not', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const card = await unpricedProduct(baseURL);
    const campaignPrice = Math.floor((card.product_display_price * 80) / 100);

    // The guest's product page: the article number, and no member price.
    await page.goto(card.product_url);
    const sku = ((await page.locator('.product-page__sku').textContent()) ?? '').replace(/^.*:\s*/, '').trim();
    expect(sku).not.toBe('');
    await expect(page.locator('.price__member')).toHaveCount(0);

    // The admin, in a browser of their own, creates the campaign from the back office.
    const { admin, adminContext } = await adminInOwnBrowser(browser, baseURL, '/admin/medlemskampanjer', 'Medlemskampanjer');
    const form = admin.getByRole('region', { name: 'Ny medlemskampanj' });
    await form.getByLabel('Namn').fill('Medlemsveckan');
    await form.getByLabel('Typ av pris').selectOption('percent');
    await form.getByLabel('Procent', { exact: true }).fill('20');
    await form.getByLabel('Gäller för').selectOption('products');
    await form.getByLabel('Artikelnummer').fill(sku);
    await form.getByLabel('Första dag').fill(today());
    await form.getByLabel('Sista dag').fill(today());
    await form.getByRole('button', { name: 'Skapa kampanj' }).click();
    await expect(admin.getByRole('status')).toHaveText('Kampanjen är skapad.');
    const row = admin.getByRole('row', { name: /Medlemsveckan/ });
    await expect(row).toContainText('20 % för medlemmar');
    await expect(row).toContainText('Pågår');
    await expectNoAxeViolations(admin);
    await row.getByRole('link', { name: 'Ändra Medlemsveckan' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Ändra Medlemsveckan' })).toBeVisible();
    await expect(admin.getByLabel('Artikelnummer')).toHaveValue(sku);
    await expectNoAxeViolations(admin);
    await adminContext.close();

    // A guest still sees no member price.
    await page.goto(card.product_url);
    await expect(page.locator('.price--page')).toContainText(kr(card.product_display_price));
    await expect(page.locator('.price__member')).toHaveCount(0);

    // The member logs in and finds the campaign price on the product's card in a search, and on its page.
    await page.goto('/login');
    await page.getByLabel('E-postadress').fill('kund@example.se');
    await page.getByLabel('Lösenord').fill('kund1234');
    await page.getByRole('form', { name: 'Logga in' }).getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/mina-sidor$/);
    await page.goto(`/produkter/sok?s=${encodeURIComponent(card.product_name)}`);
    const found = page.locator('article.product-card').filter({ has: page.getByRole('link', { name: card.product_name, exact: true }) }).first();
    await expect(found.locator('.price__member')).toContainText(kr(campaignPrice));
    await expectNoAxeViolations(page);
    await page.goto(card.product_url);
    await expect(page.locator('.price--page .price__member')).toContainText(kr(campaignPrice));

    // ... and pays it.
    const { main, idle, payment } = await checkoutToPayment(page, card);
    await expect(main.getByRole('group', { name: '1 Din varukorg' }).getByText(kr(campaignPrice)).first()).toBeVisible();
    await payment.getByRole('radio', { name: /Faktura/ }).check();
    await idle();
    await main.getByRole('group', { name: /^\d+ Betalning$/ }).getByLabel('Personnummer', { exact: true }).fill('19900101-0017');
    await page.getByRole('checkbox', { name: 'Jag har läst och godkänner köpvillkoren' }).check();
    await main.getByRole('button', { name: 'Köp med betalningsskyldighet' }).click();
    await expect(page).toHaveURL(/\/kassa\/bekraftelse\/\d+\?t=/);
    await expect(page.getByRole('main').getByText(kr(campaignPrice)).first()).toBeVisible();
  });
});
