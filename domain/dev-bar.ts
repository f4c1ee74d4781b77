/**
 * The developer bar (storefront.md 'Developer bar for page jump and theme switch', docs/decisions/024). The staff
 * session's cookie is sent to /admin only, so the storefront cannot see who is an admin: at an admin's login the
 * back office also sets this hint cookie for the whole site. It grants nothing; it only tells the page to ask the back
 * office (GET DEV_BAR_CALL, with the staff cookie) whether to show the bar, so shoppers' pages never make that call.
 */
export const DEV_BAR_HINT_COOKIE = 'dev_bar';
export const DEV_BAR_CALL = '/admin/dev-bar';

/** The spec's theme switch address (a POST carrying the staff session's CSRF token). */
export function themeSwitchPath(themeId: number): string {
  return `/admin/themes/set_active_theme/?id=${themeId}`;
}

/**
 * The shop address the page jump goes to: '/{page url}', from what the admin typed ('kampanj', '/kampanj',
 * 'https://butiken.se/kampanj?x=1' all go to '/kampanj...'). Null for text that is not a page of this shop.
 */
export function pageJumpTarget(typed: string): string | null {
  let text = typed.trim();
  if (text === '') return null;
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.exec(text);
  if (absolute) {
    try {
      const url = new URL(text);
      text = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return null;
    }
  }
  const path = `/${text.replace(/^\/+/, '')}`;
  // A backslash or a control character would let the address leave the shop or mean something else to a browser.
  const unsafe = path.includes('\\') || [...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  return unsafe ? null : path;
}

export interface DevBarData {
  themes: { id: number; name: string }[];
  activeThemeId: number;
  /** The staff session's CSRF token, which the theme switch's forms carry. */
  csrfToken: string;
}
