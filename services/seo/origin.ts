/**
 * The shop's public origin for the absolute addresses its pages and feeds hand out (canonical links, Open Graph,
 * structured data, robots.txt, sitemaps): PUBLIC_URL when it is set, so crawlers and shared links always see the
 * shop's real address; otherwise the address the request came to (scheme and host as the trusted proxy reports them).
 * Never for a link in an e-mail: a mail goes to someone other than the requester, so it uses the configured origin
 * alone (AppConfig.linkOrigin, docs/decisions/036).
 */
export function publicOrigin(publicUrl: string | undefined, requestUrl: string | URL): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return new URL(requestUrl).origin;
}

/** A path (or an address that is already absolute, such as a cloud-hosted image) as an absolute address on origin. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}
