/** Read more/less (storefront spec sections 4 and 9): how much of a long text shows before 'Läs mer'. */

export const READ_MORE_LIMIT_MOBILE = 200;
export const READ_MORE_LIMIT_DESKTOP = 720;
export const ELLIPSIS = '…';

export interface Truncated {
  text: string;
  truncated: boolean;
}

/**
 * The text cut to at most `limit` characters at its last space, with an ellipsis; a text within the limit is
 * returned whole. A first word longer than the limit is cut at the limit, as there is no space to cut at.
 */
export function truncateText(text: string, limit: number): Truncated {
  const trimmed = text.trim();
  if ([...trimmed].length <= limit) return { text: trimmed, truncated: false };
  // Counted in code points, so a cut never splits a character made of two UTF-16 units.
  const head = [...trimmed].slice(0, limit + 1).join('');
  const space = head.search(/\s\S*$/);
  const cut = space > 0 ? head.slice(0, space) : [...head].slice(0, limit).join('');
  return { text: cut.replace(/[\s,.;:–-]+$/u, '') + ELLIPSIS, truncated: true };
}
