import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ChromeData } from '../lib/chrome.server';
import { useScrollLock } from '../lib/use-scroll-lock';
import { useScrollState } from '../lib/use-scroll-state';
import { CartProvider } from '../lib/cart-store';
import { sv } from '../../common/copy/sv';
import { ProductAddedAlert } from './cart/product-added-alert';
import { CartToggle } from './cart-toggle';
import { MenuIcon } from './icons';
import { NamedLinks } from './named-links';
import { SiteFooter } from './site-footer';
import { SearchForm } from './search-form';
import { SidePanel } from './side-panel';
import { useFreeDeliveryLimitText } from './free-delivery-limit';
import { loadMenuTree } from '../lib/menu-tree';
import { useHydrated } from './cart/cart-hooks';
import { lazyPart } from '../lib/lazy-part';
import { MegaMenu } from './mega-menu';
import { MicroBanner } from './product-widgets/micro-banner';
import { SiteModals } from './site-modals';
import { PagePanelsContext, type Panel as PagePanel } from './page-panels';
import { PanelLoading } from './panel-loading';

// The panels open only after hydration and most visits never open them: their code and markup wait until then.
const MobileNav = lazyPart(() => import('./mobile-nav').then((m) => m.MobileNav));
const CartPanelContent = lazyPart(() => import('./cart-panel').then((m) => m.CartPanelContent));

type Panel = PagePanel | null;

/** The shop's own logo (markup from the server, app/lib/header-logo.server.tsx), or its name beside a generic icon. */
function Logo({ name, logoHtml, scrollSwap }: { name: string; logoHtml: string | null; scrollSwap: boolean }) {
  if (logoHtml) return <Link to="/" className={`logo logo--image${scrollSwap ? ' logo--scroll-swap' : ''}`} dangerouslySetInnerHTML={{ __html: logoHtml }} />;
  return (
    <Link to="/" className="logo" aria-label={`${name}, ${sv.site.home.toLowerCase()}`}>
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="7" fill="currentColor" opacity="0.18" />
        <path d="M7 16.5 16 9l9 7.5V25a1 1 0 0 1-1 1h-5v-6h-6v6H8a1 1 0 0 1-1-1z" fill="currentColor" />
      </svg>
      <span className="logo__text">{name}</span>
    </Link>
  );
}

/** The top bar's selling points; free delivery from the setting, in the visitor's VAT basis (inside the cart provider). */
function UspList({ chrome }: { chrome: ChromeData }) {
  const freeDeliveryLimit = useFreeDeliveryLimitText(chrome);
  return (
    <ul className="usp-bar__list">
      {sv.home.usps(freeDeliveryLimit, chrome.settings.openPurchaseDays).map((usp) => (
        <li key={usp}>{usp}</li>
      ))}
    </ul>
  );
}

/**
 * The mobile header's menu button. Until the page is hydrated a tap would do nothing: the button says so (disabled)
 * instead of swallowing it. It asks for the hydration itself, so the switch re-renders this button and not the chrome.
 */
function MenuButton({ expanded, onClick }: { expanded: boolean; onClick: () => void }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="icon-button site-header__menu-button"
      aria-expanded={expanded}
      aria-label={sv.site.menu}
      disabled={!hydrated}
      onClick={onClick}
    >
      <MenuIcon />
    </button>
  );
}

/**
 * The page chrome of every page: desktop header with mega-menu, mobile header with its menu and
 * cart panels and a listing's filter panel (one open at a time, overlay, scroll lock), back-to-top link, footer and the
 * 'product added' alert. The cart store lives here so the toggle, the panel and the page share it.
 */
export function SiteChrome({ chrome, children }: { chrome: ChromeData; children: React.ReactNode }) {
  const [panel, setPanel] = useState<Panel>(null);
  const { pastThreshold, scrollingUp } = useScrollState(200);
  const location = useLocation();
  const close = useCallback(() => setPanel(null), []);
  // A panel once opened stays rendered while closed, so it keeps its state (the menu's level, the cart's focus).
  const [opened, setOpened] = useState<ReadonlySet<Exclude<Panel, null>>>(new Set());
  const panels = useMemo(() => ({ open: panel, setOpen: setPanel }), [panel]);
  const toggle = (which: Exclude<Panel, null>) => {
    setOpened((current) => (current.has(which) ? current : new Set([...current, which])));
    setPanel((current) => (current === which ? null : which));
  };
  const { settings } = chrome;
  const shop = !settings.ecommerceDisabled;

  useScrollLock(panel !== null);
  useEffect(() => setPanel(null), [location.pathname, location.search]);

  return (
    <CartProvider cart={chrome.cart} own={chrome.ownCart} badge={chrome.cartBadge}>
    <PagePanelsContext.Provider value={panels}>
      <a className="skip-link" href="#main">
        {sv.site.skipToContent}
      </a>
      <header className={`site-header${pastThreshold ? ' site-header--scrolled' : ''}`}>
        {/* Inside the sticky header, the banner stays in view with it (storefront.md: sticky micro banner) and never covers it. */}
        <MicroBanner banner={settings.microBanner} />
        <div className="usp-bar">
          <UspList chrome={chrome} />
        </div>
        <div className="site-header__main">
          <MenuButton
            expanded={panel === 'menu'}
            onClick={() => {
              loadMenuTree(chrome.menuVersion);
              toggle('menu');
            }}
          />
          <Logo name={settings.siteName} logoHtml={chrome.logoHtml} scrollSwap={settings.mobileLogoInverted !== null} />
          {settings.hideSearch ? null : <SearchForm className="site-header__search" />}
          <Link to={chrome.account.href} className={`site-header__account${chrome.account.phone ? ' site-header__account--mobile' : ''}`} reloadDocument>
            {chrome.account.label}
          </Link>
          {shop ? (
            <CartToggle expanded={panel === 'cart'} isOffer={settings.isOffer} onToggle={() => toggle('cart')} />
          ) : null}
        </div>
        {shop ? (
          <nav className="site-nav" aria-label={sv.site.mainNavigation}>
            <div className="site-nav__inner">
              <MegaMenu categories={chrome.categories} version={chrome.menuVersion} prefix={settings.levelOneMenuPrefix} />
              <ul className="site-nav__links">
                <NamedLinks pages={chrome.categories.slice(0, 6)} />
                <li>
                  <Link to="/tillverkare">{sv.site.brands}</Link>
                </li>
              </ul>
            </div>
          </nav>
        ) : null}
      </header>

      <div className="overlay" hidden={panel === null} onClick={close} aria-hidden="true" />
      <SidePanel open={panel === 'menu'} side="left" title={sv.site.menu} closeLabel={sv.site.closeMenu} onClose={close}>
        {opened.has('menu') ? (
          <Suspense fallback={<PanelLoading text={sv.site.loadingCategories} />}>
            <MobileNav chrome={chrome} onNavigate={close} />
          </Suspense>
        ) : null}
      </SidePanel>
      {shop ? (
        <SidePanel open={panel === 'cart'} side="right" title={sv.cart.titleOf(settings.isOffer)} closeLabel={sv.cart.close} onClose={close}>
          {opened.has('cart') ? (
            <Suspense fallback={<PanelLoading text={sv.cart.loading} />}>
              <CartPanelContent chrome={chrome} open={panel === 'cart'} onNavigate={close} />
            </Suspense>
          ) : null}
        </SidePanel>
      ) : null}

      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter chrome={chrome} />
      <a href="#main" className={`back-to-top${pastThreshold && scrollingUp ? ' back-to-top--visible' : ''}`}>
        {sv.site.backToTop}
      </a>
      {shop ? <ProductAddedAlert /> : null}
      <SiteModals />
    </PagePanelsContext.Provider>
    </CartProvider>
  );
}
