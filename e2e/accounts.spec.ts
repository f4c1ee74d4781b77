import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { kr, mailTo, membersListing, type MemberListingCard } from './journeys';

type Card = MemberListingCard;

const PASSWORD = 'hemligt123';
let count = 0;
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${++count}@example.se`;

/** A plain product that has a member price below today's price. */
async function memberPricedProduct(baseURL: string | undefined): Promise<Card> {
  const products = await membersListing(baseURL);
  const card = products.find(
    (p) =>
      p.product_member_price !== null &&
      p.stock_status.purchasable &&
      p.stock_status.quantity >= 10 &&
      !p.product_is_parent &&
      !p.product_hide_price &&
      p.parent_id === null &&
      p.product_max_purchasable_quantity === null &&
      !p.product_url.startsWith('/presentkort'),
  );
  if (!card) throw new Error('The demo catalog has no member-priced product');
  return card;
}

async function register(page: Page, email: string): Promise<void> {
  await page.goto('/kundklubb/registrera-dig');
  await expect(page.getByRole('heading', { level: 1, name: 'Bli medlem i kundklubben' })).toBeVisible();
  await expectNoAxeViolations(page);
  const form = page.getByRole('form', { name: 'Bli medlem i kundklubben' });
  await form.getByLabel('Förnamn').fill('Nina');
  await form.getByLabel('Efternamn').fill('Ny');
  await form.getByLabel('E-postadress').fill(email);
  await form.getByLabel('Lösenord').fill(PASSWORD);
  await form.getByLabel('Mobilnummer').fill('070-123 45 67');
  await form.getByLabel('Gatuadress').fill('Storgatan 1');
  await form.getByLabel('Postnummer').fill('411 22');
  await form.getByLabel('Ort').fill('Göteborg');
  await form.getByRole('button', { name: 'Bli medlem' }).click();
  // The same answer as for an address that has an account (decision 036): check the mail, then log in.
  await expect(page).toHaveURL(/\/login\?tillbaka=%2Fmina-sidor$/);
  await expect(page.getByText('Vi har skickat ett e-brev till adressen du angav.', { exact: false })).toBeVisible();
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord').fill(PASSWORD);
  await page.getByRole('form', { name: 'Logga in' }).getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/mina-sidor$/);
  await expect(page.getByText('Hej Nina')).toBeVisible();
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/mina-sidor');
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/login\?utloggad=1$/);
  await expect(page.getByText('Du är nu utloggad.')).toBeVisible();
}

test.describe('customer accounts and the customer club', () => {
  test('register, log out, log in from the checkout with member prices and a prefilled form, order, and find it on Mina sidor', async ({ page, baseURL }) => {
    const email = uniqueEmail('e2e-medlem');
    await register(page, email);
    await expectNoAxeViolations(page);
    // The mailed link only shows the button (decision 039): Mina sidor still asks for the address until it is pressed.
    const verifyLink = /https?:\/\/[^\s"<>]+(\/konto\/verifiera\/[A-Za-z0-9_-]{43})/.exec(await mailTo(email, '/konto/verifiera/'))![1]!;
    await page.goto(verifyLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Bekräfta e-postadress' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/mina-sidor');
    await expect(page.getByText('Bekräfta din e-postadress via länken vi skickade', { exact: false })).toBeVisible();
    await page.goto(verifyLink);
    await page.getByRole('button', { name: 'Bekräfta e-postadress' }).click();
    await expect(page).toHaveURL(/\/mina-sidor$/);
    await expect(page.getByText('Tack, din e-postadress är bekräftad.')).toBeVisible();
    await expect(page.getByText('Bekräfta din e-postadress via länken vi skickade', { exact: false })).toHaveCount(0);
    await logOut(page);
    await expectNoAxeViolations(page);

    // As a guest the product page shows no member price.
    const card = await memberPricedProduct(baseURL);
    await page.goto(card.product_url);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Medlemspris')).toHaveCount(0);
    await page.getByRole('button', { name: 'Lägg i varukorg' }).click();
    await expect(page.getByRole('button', { name: 'Tillagd' })).toBeVisible();

    await page.goto('/checkoutv3');
    await page.waitForLoadState('networkidle');
    const cartBlock = page.getByRole('group', { name: '1 Din varukorg' });
    const club = cartBlock.getByRole('region', { name: 'Kundklubben' });
    await expect(club.getByRole('link', { name: 'Bli medlem' })).toHaveAttribute('href', '/kundklubb/registrera-dig');
    await club.getByRole('button', { name: 'Logga in' }).click();
    const loginBox = cartBlock.getByRole('region', { name: 'Logga in i kundklubben' });
    await expect(loginBox.getByLabel('E-postadress')).toBeFocused();
    await expectNoAxeViolations(page);
    // A wrong password: the server's message under the form.
    await loginBox.getByLabel('E-postadress').fill(email);
    await loginBox.getByLabel('Lösenord').fill('fel-losenord');
    await loginBox.getByRole('button', { name: 'Logga in' }).click();
    await expect(loginBox.getByRole('alert')).toHaveText('Fel e-postadress eller lösenord.');
    await loginBox.getByLabel('Lösenord').fill(PASSWORD);
    await Promise.all([page.waitForEvent('load'), loginBox.getByRole('button', { name: 'Logga in' }).click()]);
    await page.waitForLoadState('networkidle');

    await expect(page.getByText('Inloggad som Nina Ny.')).toBeVisible();
    await expect(page.getByText('Dina medlemspriser gäller i varukorgen.')).toBeVisible();
    await expect(cartBlock.getByRole('link', { name: card.product_name })).toBeVisible();
    await expect(cartBlock.getByText(kr(card.product_member_price!)).first()).toBeVisible();
    const payment = page.getByRole('group', { name: /^\d+ Betalning$/ });
    await expect(payment.getByLabel('Förnamn', { exact: true })).toHaveValue('Nina');
    await expect(payment.getByLabel('Efternamn', { exact: true })).toHaveValue('Ny');
    await expect(payment.getByLabel('E-postadress', { exact: true })).toHaveValue(email);
    await expect(payment.getByLabel('Gatuadress', { exact: true })).toHaveValue('Storgatan 1');
    await expect(payment.getByLabel('Mobilnummer', { exact: true })).toHaveValue('070-123 45 67');
    await expectNoAxeViolations(page);

    // The order: postal code, delivery, invoice, personnummer and terms.
    const main = page.getByRole('main');
    const postal = main.getByRole('group', { name: /Ange postnummer$/ });
    await postal.getByLabel('Postnummer', { exact: true }).fill('411 22');
    await postal.getByRole('button', { name: 'Visa fraktsätt' }).click();
    await expect(page.locator('.checkout')).toHaveAttribute('aria-busy', 'false');
    const delivery = main.getByRole('group', { name: /Välj fraktsätt$/ }).getByRole('radio', { name: /PostNord ombud/ });
    await delivery.check();
    await expect(page.locator('.checkout')).toHaveAttribute('aria-busy', 'false');
    const invoice = main.getByRole('group', { name: /Välj betalningsmetod$/ }).getByRole('radio', { name: /Faktura/ });
    await invoice.check();
    await expect(page.locator('.checkout')).toHaveAttribute('aria-busy', 'false');
    await payment.getByLabel('Personnummer', { exact: true }).fill('19900101-0017');
    await page.getByRole('checkbox', { name: 'Jag har läst och godkänner köpvillkoren' }).check();
    await page.getByRole('button', { name: 'Köp med betalningsskyldighet' }).click();
    await expect(page).toHaveURL(/\/kassa\/bekraftelse\/\d+\?t=/);
    const orderNumber = /\/kassa\/bekraftelse\/(\d+)/.exec(page.url())![1]!;

    // Mina sidor lists the order; its page masks the personnummer.
    await page.goto('/mina-sidor');
    const orders = page.getByRole('region', { name: 'Mina ordrar' });
    await expect(orders.getByRole('link', { name: `Visa order ${orderNumber}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await orders.getByRole('link', { name: `Visa order ${orderNumber}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByText('19900101-****')).toBeVisible();
    await expect(page.getByText('19900101-0017')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Din order' }).getByText(card.product_name, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a password is reset through the link in the outbox mail, once', async ({ page }) => {
    const email = uniqueEmail('e2e-aterstall');
    await register(page, email);
    await logOut(page);
    await page.getByRole('link', { name: 'Glömt lösenordet?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Glömt lösenordet' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('E-postadress').fill(email);
    await page.getByRole('button', { name: 'Skicka länk' }).click();
    await expect(page.getByText('Om det finns ett konto med e-postadressen har vi skickat en länk till den.', { exact: false })).toBeVisible();

    const mail = await mailTo(email, '/konto/aterstall-losenord/');
    expect(mail).toContain('Klicka på länken för att välja ett nytt lösenord.');
    const link = /https?:\/\/[^\s"<>]+(\/konto\/aterstall-losenord\/[A-Za-z0-9_-]{43})/.exec(mail)![1]!;
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Välj nytt lösenord' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Nytt lösenord' }).fill('kort');
    await page.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(page.getByText('Lösenordet måste vara minst 8 tecken.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nytt lösenord' }).fill('nytt-losenord-1');
    await page.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Ditt lösenord är ändrat.', { exact: false })).toBeVisible();

    await page.getByLabel('E-postadress').fill(email);
    await page.getByLabel('Lösenord').fill(PASSWORD);
    await page.getByRole('form', { name: 'Logga in' }).getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByText('Fel e-postadress eller lösenord.')).toBeVisible();
    await page.getByLabel('E-postadress').fill(email);
    await page.getByLabel('Lösenord').fill('nytt-losenord-1');
    await page.getByRole('form', { name: 'Logga in' }).getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/mina-sidor$/);
    await expect(page.getByText('Hej Nina')).toBeVisible();

    // The link works once.
    await page.goto(link);
    await expect(page.getByText('Länken är ogiltig, redan använd eller för gammal.', { exact: false })).toBeVisible();
  });

  test('the demo member sees member prices on the product page after logging in', async ({ page, baseURL }) => {
    const card = await memberPricedProduct(baseURL);
    await page.goto(`/login?tillbaka=${encodeURIComponent(card.product_url)}`);
    await expectNoAxeViolations(page);
    await page.getByLabel('E-postadress').fill('kund@example.se');
    await page.getByLabel('Lösenord').fill('kund1234');
    await page.getByRole('form', { name: 'Logga in' }).getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(new RegExp(`${card.product_url}$`));
    const price = page.locator('.price--page');
    await expect(price.getByText('Medlemspris:')).toBeVisible();
    await expect(price.locator('.price__member')).toContainText(kr(card.product_member_price!));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mina sidor' })).toBeVisible();
  });
});
