import fs from 'node:fs';
import { headerCount, type Client } from './https-client';
import { openSession, post, setCookies } from './shopper';

/** A check's verdict: what was seen, so a failing line says why. */
export type Verdict = { ok: boolean; detail: string };

const verdict = (ok: boolean, detail: string): Verdict => ({ ok, detail });

/** Exactly one Strict-Transport-Security on an https page (the shop's; nginx must not add a second). */
export async function hstsOnce(call: Client, base: string): Promise<Verdict> {
  const page = await call(`${base}/`);
  const count = headerCount(page, 'strict-transport-security');
  return verdict(page.status === 200 && count === 1, `status ${page.status}, ${count} header(s): ${String(page.headers['strict-transport-security'])}`);
}

/** The session cookie is Secure, HttpOnly and SameSite=Lax behind https. */
export async function secureSessionCookie(call: Client, base: string): Promise<Verdict> {
  const page = await call(`${base}/varukorg`);
  const sid = setCookies(page).find((c) => c.startsWith('sid='));
  if (!sid) return verdict(false, `no sid cookie (status ${page.status})`);
  const attributes = sid.split(';').slice(1).map((a) => a.trim().toLowerCase());
  const ok = attributes.includes('secure') && attributes.includes('httponly') && attributes.includes('samesite=lax');
  return verdict(ok, attributes.join('; '));
}

/** Plain http on the proxy's http port answers with a permanent redirect to the same path over https. */
export async function httpRedirects(call: Client, httpBase: string, base: string): Promise<Verdict> {
  const answer = await call(`${httpBase}/varukorg?fran=http`);
  const location = String(answer.headers.location);
  return verdict(answer.status === 301 && location === `${base}/varukorg?fran=http`, `${answer.status} -> ${location}`);
}

const LOOKUP_SESSIONS = 6;
/** Fewer than the per-session limit of the return lookup (20), more than its per-address limit (100) in all. */
const LOOKUPS_PER_SESSION = 18;

/**
 * Return lookups from several sessions, each with an X-Forwarded-For of its own making: the shop counts them by the
 * address the proxy names, so the per-address limit (100 in 10 min) refuses the later ones although no session and no
 * forged address came near a limit. Returns the number refused with 429.
 */
export async function lookupsRefused(call: Client, pageBase: string, callBase: string, forgedPrefix: string): Promise<{ refused: number; other: number[] }> {
  let refused = 0;
  const other: number[] = [];
  for (let s = 0; s < LOOKUP_SESSIONS; s++) {
    const session = await openSession(call, pageBase);
    for (let i = 0; i < LOOKUPS_PER_SESSION; i++) {
      const forged = `${forgedPrefix}.${s * LOOKUPS_PER_SESSION + i + 1}`;
      const answer = await post(call, callBase, session, '/retur-och-reklamation/find-order', { order_email: '', order_name: '', return_order_type: 'return' }, { 'x-forwarded-for': forged });
      if (answer.status === 429) refused += 1;
      else if (answer.status !== 422) other.push(answer.status);
    }
  }
  return { refused, other };
}

/** Cache-Control, Content-Encoding and Vary of one answer, for a line. */
function describe(answer: { status: number; headers: Record<string, unknown> }): string {
  return `${answer.status} ${String(answer.headers['content-encoding'] ?? 'identity')}, vary ${String(answer.headers.vary)}, cache-control ${String(answer.headers['cache-control'])}`;
}

/** The first fingerprinted script a page loads. */
export async function assetPath(call: Client, base: string): Promise<string> {
  const page = await call(`${base}/`);
  const found = /\/assets\/[\w.-]+\.js/.exec(page.text());
  if (!found) throw new Error('the home page names no /assets/ script');
  return found[0];
}

/** A fingerprinted asset is cacheable for a year and immutable, compressed as asked (brotli, gzip). */
export async function assetCachedAndCompressed(call: Client, base: string, asset: string): Promise<Verdict> {
  const seen: string[] = [];
  let ok = true;
  for (const encoding of ['br', 'gzip']) {
    const answer = await call(base + asset, { headers: { 'accept-encoding': encoding } });
    const cacheControl = String(answer.headers['cache-control']);
    ok &&= answer.status === 200 && answer.headers['content-encoding'] === encoding && /max-age=31536000/.test(cacheControl) && cacheControl.includes('immutable')
      && /accept-encoding/i.test(String(answer.headers.vary));
    seen.push(`${encoding}: ${describe(answer)}`);
  }
  return verdict(ok, `${asset} ${seen.join('; ')}`);
}

/** A page arrives compressed as asked, brotli and gzip, decodable, with Vary: Accept-Encoding. */
export async function pageCompressed(call: Client, base: string): Promise<Verdict> {
  const seen: string[] = [];
  let ok = true;
  for (const encoding of ['br', 'gzip']) {
    const answer = await call(`${base}/`, { headers: { 'accept-encoding': encoding } });
    ok &&= answer.status === 200 && answer.headers['content-encoding'] === encoding && /accept-encoding/i.test(String(answer.headers.vary))
      && answer.text().includes('<html');
    seen.push(`${encoding}: ${describe(answer)}, ${answer.raw.length} bytes`);
  }
  return verdict(ok, seen.join('; '));
}

/** How many requests each shop process answered, from the proxy's access log ($upstream_addr). */
export function answersByUpstream(accessLog: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of fs.readFileSync(accessLog, 'utf8').split('\n')) {
    const addresses = /upstream=(\S+(?:, \S+)*) upstream_status/.exec(line)?.[1];
    for (const address of addresses?.split(', ') ?? []) counts.set(address, (counts.get(address) ?? 0) + 1);
  }
  return counts;
}
