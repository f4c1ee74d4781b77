import { parseCookieHeader, readConsent, type ConsentState } from '../../domain/consent';
import type { AppLoadContext } from 'react-router';
import { formatPrice } from '../../domain/money';
import { offeredFreeDeliveryLimit } from '../../domain/shop-placeholders';
import type { SiteSettings } from '../../domain/site-settings';
import type { Palette } from '../../domain/themes';
import { inShownBasis } from '../../domain/vat';
import type { InfoPageNode } from '../../services/catalog/catalog-snapshot';
import { menuEntries, type MenuEntry } from '../../services/catalog/menu-tree';
import type { CartResponse } from '../../common/contract/cart';
import type { CartBadge } from '../../domain/cart-badge';
import { sv } from '../../common/copy/sv';
import { headerLogoHtml } from './header-logo.server';
import { newsletterFooterHtml } from './newsletter-footer.server';

export interface ChromeData {
  settings: SiteSettings;
  /** The active theme's palette of the design tokens (html[data-palette] in site.css). */
  palette: Palette;
  /** The main categories only: the menus' deeper levels are fetched once per catalog version (menuTreePath), never sent in the page's data. */
  categories: MenuEntry[];
  /** The catalog version the menu tree is fetched for. */
  menuVersion: number;
  footer: { title: string; url: string; links: { title: string; url: string }[] }[];
  csrfToken: string;
  /**
   * On a page that may be shared, the price view's empty cart (docs/decisions/016): such a page is the same for every
   * shopper of its price view, so it never carries one shopper's cart, and the browser reads the shopper's own. On a
   * page rendered for one shopper (the cart, the checkout), their own cart, so the page is right without JavaScript.
   */
  cart: CartResponse;
  /** `cart` is the shopper's own (a page rendered for them alone): the browser need not read it again. */
  ownCart: boolean;
  /** The cart button's count, total and label: slots the server fills with each shopper's own per answer. */
  cartBadge: CartBadge;
  /** The shopper chose 'Företag' in the checkout: the product page offers leasing, whichever VAT basis prices show in. */
  companyShopper: boolean;
  /** 'Fri frakt över {limit}' in the top bar and footer: the setting, formatted in the visitor's VAT basis; null without free delivery. */
  freeDeliveryLimitText: string | null;
  year: number;
  /** The server's clock (ms) when it rendered the page: clocks on the page render from it until hydration is done, so the server's HTML and the browser's first render agree. */
  renderedAt: number;
  /**
   * The visitor's consent as the request's cookies say. Without a choice the consent modal is in the server's HTML,
   * so it paints with the page rather than after the scripts ran (it is a first visit's largest element); with
   * functional consent third-party images are (app/components/third-party-content.tsx). Shared pages are kept
   * apart by it (server/plugins/react-router.ts).
   */
  consent: ConsentState;
  /** The header's and footer's account link: 'Mina sidor' for a logged-in customer, else 'Logga in'; `phone`: shown in the phone header too (setting showMobileLoginLink). */
  account: { href: string; label: string; phone: boolean };
  /** The shop's own logo as server-rendered markup (app/lib/header-logo.server.tsx); null: the name beside a generic icon. */
  logoHtml: string | null;
  /**
   * The footer's newsletter sign-up as server-rendered markup (setting newsletterActive); null when the shop offers none,
   * and on the newsletter page, whose content it is.
   */
  newsletterFooterHtml: string | null;
  /** The logged-in customer (issue 15): the header's 'Mina sidor', and member prices for a member; null for a guest. */
  customer: { isMember: boolean } | null;
}

/**
 * The footer's info-page columns: a page with subpages and the expanded flag (storefront.md, info pages) gets a column
 * of its own listing them; every other page is one link in the 'Om {site}' column, its subpages a click away.
 */
export function footerColumns(pages: InfoPageNode[], siteName: string): ChromeData['footer'] {
  const columned = (p: InfoPageNode) => p.expanded && p.subpages.length > 0;
  const withSubpages = pages.filter(columned);
  const single = pages.filter((p) => !columned(p));
  return [
    ...withSubpages.map((p) => ({
      title: p.title,
      url: p.url,
      links: [{ title: p.title, url: p.url }, ...p.subpages.map((s) => ({ title: s.title, url: s.url }))],
    })),
    ...(single.length ? [{ title: `Om ${siteName}`, url: single[0]!.url, links: single.map((s) => ({ title: s.title, url: s.url })) }] : []),
  ];
}

/**
 * The data every page's chrome needs: settings, menu, footer, the CSRF token and the cart as the price view shows it.
 * Nothing here is one shopper's but the token and the badge, which are slots (docs/decisions/016).
 */
export async function loadChrome(context: AppLoadContext, request: Request): Promise<ChromeData> {
  const [snapshot, shopper] = await Promise.all([context.services.catalog.snapshot(), context.shopper()]);
  const { cart } = shopper;
  const freeDeliveryLimit = offeredFreeDeliveryLimit(snapshot.settings);
  return {
    settings: snapshot.settings,
    palette: snapshot.theme?.palette ?? 'standard',
    categories: menuEntries(snapshot.categories),
    menuVersion: snapshot.version,
    footer: footerColumns(snapshot.infoPages, snapshot.settings.siteName),
    csrfToken: context.csrfToken,
    cart,
    ownCart: shopper.ownCart,
    cartBadge: shopper.badge,
    companyShopper: shopper.customerType === 'company',
    freeDeliveryLimitText: freeDeliveryLimit === null ? null : formatPrice(inShownBasis(freeDeliveryLimit, cart.includes_vat, cart.dominant_vat_rate)),
    year: new Date().getFullYear(),
    renderedAt: Date.now(),
    consent: readConsent(parseCookieHeader(request.headers.get('cookie') ?? '')),
    account: shopper.loggedIn
      ? { href: '/mina-sidor', label: sv.site.myPages, phone: true }
      : { href: '/login', label: sv.site.login, phone: snapshot.settings.showMobileLoginLink },
    logoHtml: headerLogoHtml(snapshot.settings),
    newsletterFooterHtml: snapshot.settings.newsletterActive && new URL(request.url).pathname !== '/nyhetsbrev' ? newsletterFooterHtml(context.csrfToken) : null,
    customer: shopper.loggedIn ? { isMember: shopper.display.memberPrices } : null,
  };
}
