/** A mail's HTML: its blocks inside the document every shop mail shares (Swedish, the house font and colour). */
export function mailHtml(blocks: readonly string[]): string {
  return ['<!doctype html><html lang="sv"><body style="font-family:system-ui,sans-serif;color:#1a1a1a">', ...blocks, '</body></html>'].join('');
}
