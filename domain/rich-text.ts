/**
 * The text of an info page or a product description: paragraphs separated by blank lines, and images written on a
 * line of their own as `![alternative text](address)`. An image on a path of the shop (`/assets/...`) is the
 * shop's own; one at an absolute address (`https://...`) comes from a third party (a social network, a video
 * service, a supplier's server) and is shown only with functional third-party consent (storefront.md, consent
 * modal; docs/decisions/023).
 */

export type RichBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'image'; src: string; alt: string; thirdParty: boolean };

const IMAGE_LINE = /^!\[([^\]\n]{0,300})\]\(([^)\s]{1,2000})\)$/;

/**
 * Whether an image address is the shop's own (a path on this host) or a third party's (an http(s) address on
 * another host); null for anything else (javascript:, data:, a relative path without '/'), which is never an image.
 */
export function imageSource(src: string): { thirdParty: boolean } | null {
  if (src.startsWith('/') && !src.startsWith('//') && !src.startsWith('/\\')) return { thirdParty: false };
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return { thirdParty: true };
}

/** The blocks of a text; an image line whose address is not an image source stays a paragraph as written. */
export function parseRichText(body: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  for (const raw of body.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const text = raw.trim();
    if (!text) continue;
    const image = IMAGE_LINE.exec(text);
    const source = image ? imageSource(image[2]!) : null;
    if (image && source) blocks.push({ kind: 'image', src: image[2]!, alt: image[1]!.trim(), thirdParty: source.thirdParty });
    else blocks.push({ kind: 'paragraph', text });
  }
  return blocks;
}

/** The text without its images, for a meta description or a search snippet. */
export function plainText(body: string): string {
  return parseRichText(body)
    .flatMap((block) => (block.kind === 'paragraph' ? [block.text] : []))
    .join('\n\n');
}

/** Whether a text embeds anything from a third party (the page then shows the consent placeholder without consent). */
export function hasThirdPartyImages(body: string): boolean {
  return parseRichText(body).some((block) => block.kind === 'image' && block.thirdParty);
}
