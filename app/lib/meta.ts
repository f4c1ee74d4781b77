/** What a route's `meta` receives of the matched routes: the root's loader data carries the settings. */
type MetaMatch = { id: string; data?: unknown } | undefined;

/** The shop's name from the settings (`settings.siteName`), as the root loader passed them. */
export function siteNameOf(matches: readonly MetaMatch[] | undefined, fallback = 'Hembutiken'): string {
  const root = matches?.find((m) => m?.id === 'root')?.data as { settings?: { siteName?: unknown } } | undefined;
  const name = root?.settings?.siteName;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : fallback;
}

/** The offer theme (site setting isOffer) from the root loader's settings: the cart is called an offer request. */
export function isOfferOf(matches: readonly MetaMatch[] | undefined): boolean {
  const root = matches?.find((m) => m?.id === 'root')?.data as { settings?: { isOffer?: unknown } } | undefined;
  return root?.settings?.isOffer === true;
}

/**
 * Page titles read "Page – Shop", with the shop's name once: a page's own title (a product's SEO title, say) that
 * already ends with the name after a separator ('… | Hembutiken') gives that ending up first.
 */
export function pageTitle(title: string, siteName = 'Hembutiken'): string {
  const own = stripSiteName(title.trim(), siteName);
  return own && own !== siteName ? `${own} – ${siteName}` : siteName;
}

function stripSiteName(title: string, siteName: string): string {
  const name = siteName.toLocaleLowerCase('sv');
  let own = title;
  while (own.toLocaleLowerCase('sv').endsWith(name)) {
    const before = own.slice(0, own.length - siteName.length);
    const separator = /\s*[|–—:·-]\s*$/u.exec(before);
    if (!separator || separator.index === 0) break;
    own = before.slice(0, separator.index).trimEnd();
  }
  return own;
}
