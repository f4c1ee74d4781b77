/**
 * The shop's public origin, the one source of every absolute address the shop hands out (canonical links, Open Graph,
 * structured data, robots.txt, sitemaps): PUBLIC_URL when it is set, so crawlers and shared links always see the
 * shop's real address; otherwise the address the request came to (scheme and host as the trusted proxy reports them).
 */
export function publicOrigin(publicUrl: string | undefined, requestUrl: string | URL): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return new URL(requestUrl).origin;
}

/** A path (or an address that is already absolute, such as a cloud-hosted image) as an absolute address on origin. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}
