import { PALETTE_THEME_COLOR, type Palette } from '../../domain/themes';
import { escapeHtml } from '../../common/web/html';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot';

/** A mail's HTML: its blocks inside the document every shop mail shares (Swedish, the house font and colour). */
export function mailHtml(blocks: readonly string[]): string {
  return ['<!doctype html><html lang="sv"><body style="font-family:system-ui,sans-serif;color:#1a1a1a">', ...blocks, '</body></html>'].join('');
}

/**
 * The design tokens (shared/STYLE.md, app/styles/app.css :root) as a mail can use them: mail clients drop style
 * sheets and custom properties, so every rule is an inline style with the token's value. The brand colour is the
 * active theme's palette's.
 */
export const MAIL_TOKENS = {
  text: '#1a1a1a',
  muted: '#5a5a5a',
  border: '#e2e2e2',
  surface: '#f6f6f4',
  sale: '#c8102e',
  brandContrast: '#ffffff',
  radius: '6px',
  font: "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif",
} as const;

/** The shop a mail comes from: where its links and images point (PUBLIC_URL's origin, decision 036), its name, logo and palette. */
export interface MailShop {
  origin: string;
  siteName: string;
  /** The logo's address as the settings hold it (a path on the shop or a full URL), or null to write the name. */
  logo: string | null;
  palette: Palette;
}

/** An address on the shop made absolute; null for anything but http(s) (a mail never carries another scheme). */
export function absoluteUrl(pathOrUrl: string, origin: string): string | null {
  try {
    const url = new URL(pathOrUrl, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A branded mail document that common clients (Gmail, Outlook, Apple Mail) render alike: nested tables 600 px at
 * most and fluid below, inline styles only, no script. `preheader` is the hidden preview line; `content` is
 * already-escaped HTML placed in the white panel between the brand header and the footer.
 */
export function brandedMailHtml(shop: MailShop, o: { title: string; preheader: string; content: string }): string {
  const t = MAIL_TOKENS;
  const brand = PALETTE_THEME_COLOR[shop.palette];
  const home = absoluteUrl('/', shop.origin) ?? shop.origin;
  const logo = shop.logo ? absoluteUrl(shop.logo, shop.origin) : null;
  const name = escapeHtml(shop.siteName);
  const mark = logo
    ? `<img src="${escapeHtml(logo)}" alt="${name}" height="40" style="display:block;height:40px;width:auto;max-width:240px;border:0">`
    : `<span style="font-size:22px;font-weight:700;color:${t.brandContrast}">${name}</span>`;
  return [
    '<!doctype html><html lang="sv"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light">',
    `<title>${escapeHtml(o.title)}</title></head>`,
    `<body style="margin:0;padding:0;background:${t.surface};color:${t.text};font-family:${t.font}">`,
    `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(o.preheader)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${t.surface}"><tr><td align="center" style="padding:24px 8px">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border:1px solid ${t.border};border-radius:${t.radius};font-family:${t.font};font-size:16px;line-height:1.5;color:${t.text}">`,
    `<tr><td style="background:${brand};padding:16px 24px;border-radius:${t.radius} ${t.radius} 0 0"><a href="${escapeHtml(home)}" style="color:${t.brandContrast};text-decoration:none">${mark}</a></td></tr>`,
    `<tr><td style="padding:24px">${o.content}</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid ${t.border};font-size:13px;color:${t.muted}"><a href="${escapeHtml(home)}" style="color:${t.muted}">${name}</a></td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}

/** The shop as its mails show it: the settings' name and logo and the active theme's palette. */
export function mailShopOf(snapshot: Pick<CatalogSnapshot, 'settings' | 'theme'>, origin: string): MailShop {
  return { origin, siteName: snapshot.settings.siteName, logo: snapshot.settings.logo, palette: snapshot.theme?.palette ?? 'standard' };
}
