/**
 * Rules of the back office's info pages (issue 18, docs/info-pages.md): what a page's form must hold. The body is
 * stored as the shop writes it: the storefront renders it as text (paragraphs and `![alt](address)` image lines,
 * domain/rich-text.ts), never as HTML, so nothing in it can run in a shopper's browser.
 */
import { characterLength, hasForbiddenCharacters } from './text-input';

export const INFO_PAGE_TYPES = ['services', 'campaign', 'other', 'direct'] as const;
export type InfoPageKind = (typeof INFO_PAGE_TYPES)[number];

/**
 * First path segments the shop's own pages and calls use: an info page there would never be reached (or would hide
 * a page of the shop). The catch-all route serves info pages only where nothing else answers.
 */
const RESERVED_SEGMENTS = new Set([
  'admin', 'api', 'assets', 'checkoutv3', 'kassa', 'konto', 'kundklubb', 'login', 'mina-sidor', 'product_review', 'produkter',
  'tillverkare', 'varukorg', 'retur-och-reklamation', 'feeds', 'robots.txt', 'sitemap.xml', 'testkort', '_simulators', 'favicon.svg',
]);

export const INFO_PAGE_BODY_MAX = 50_000;

export interface InfoPageForm {
  title: string;
  url: string;
  type: string;
  heading: string;
  body: string;
  position: string;
  parent_id: string;
  expanded: boolean;
  published: boolean;
}

export interface InfoPageInput {
  title: string;
  url: string;
  type: InfoPageKind;
  heading: string;
  body: string;
  position: number;
  parent_id: number | null;
  expanded: boolean;
  published: boolean;
}

export type InfoPageField = 'title' | 'url' | 'type' | 'heading' | 'body' | 'position' | 'parent_id';

/**
 * A page's address as the storefront looks it up: a leading slash, lower-case segments of letters (å, ä, ö too),
 * digits and dashes, no trailing slash; 'kundservice/kopvillkor' becomes '/kundservice/kopvillkor'. Null when it
 * is not one, or its first segment is the shop's own.
 */
export function infoPageUrl(typed: string): string | null {
  const url = `/${typed.trim().toLocaleLowerCase('sv-SE').replace(/^\/+|\/+$/g, '')}`;
  if (url.length > 200 || !/^(\/[a-zåäö0-9]+(-[a-zåäö0-9]+)*)+$/u.test(url)) return null;
  return RESERVED_SEGMENTS.has(url.split('/')[1]!) ? null : url;
}

function text(value: string, max: number, options: { multiline?: boolean; required?: boolean } = {}): string | null {
  const trimmed = value.trim();
  if (options.required && trimmed === '') return null;
  if (characterLength(trimmed) > max || hasForbiddenCharacters(trimmed, { multiline: options.multiline })) return null;
  return trimmed;
}

/** A page from the form, or the fields that are wrong. */
export function validateInfoPage(form: InfoPageForm): { ok: true; page: InfoPageInput } | { ok: false; errors: Partial<Record<InfoPageField, true>> } {
  const errors: Partial<Record<InfoPageField, true>> = {};
  const title = text(form.title, 100, { required: true });
  if (title === null) errors.title = true;
  const url = infoPageUrl(form.url);
  if (url === null) errors.url = true;
  const type = INFO_PAGE_TYPES.find((t) => t === form.type);
  if (!type) errors.type = true;
  const heading = text(form.heading, 200);
  if (heading === null) errors.heading = true;
  const body = text(form.body.replace(/\r\n?/g, '\n'), INFO_PAGE_BODY_MAX, { multiline: true });
  if (body === null) errors.body = true;
  const position = form.position.trim() === '' ? 0 : Number(form.position.trim());
  if (!Number.isInteger(position) || position < 0 || position > 100_000) errors.position = true;
  const parent = form.parent_id.trim() === '' ? null : Number(form.parent_id.trim());
  if (parent !== null && (!Number.isInteger(parent) || parent < 1 || parent > 2_147_483_647)) errors.parent_id = true;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    page: { title: title!, url: url!, type: type!, heading: heading!, body: body!, position, parent_id: parent, expanded: form.expanded, published: form.published },
  };
}

export const INFO_PAGE_PAGE_SIZE = 50;
