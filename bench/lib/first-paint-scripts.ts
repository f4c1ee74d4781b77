/**
 * The scripts a page loads before it is interactive: the ones its HTML names (script src, module preloads, the
 * module script's imports, including React Router's dynamic import of the client entry) and, transitively, their
 * static imports. Dynamic imports inside a chunk are lazy parts (loaded on use) and are not followed.
 *
 * `read` returns a script's text by its absolute path (`/assets/x.js`).
 */
export async function firstPaintScripts(html: string, read: (src: string) => Promise<string>): Promise<Set<string>> {
  const found = new Set<string>();
  for (const m of html.matchAll(/<(?:link[^>]*rel="modulepreload"[^>]*href|script[^>]*src)="(\/assets\/[^"]+\.js)"/g)) found.add(m[1]!);
  // The module script: `import "/assets/manifest.js"; import * as route0 from "/assets/root.js"; import("/assets/entry.client.js")`.
  for (const m of html.matchAll(/(?:\bfrom|\bimport)\s*(?:\(\s*)?"(\/assets\/[^"]+\.js)"/g)) found.add(m[1]!);
  const queue = [...found];
  while (queue.length > 0) {
    const src = queue.pop()!;
    const code = await read(src);
    // Minified static imports and re-exports: `import"./a.js"`, `import{x as y}from"./a.js"`, `export{x}from"./a.js"`.
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
      const target = new URL(m[1]!, `http://x${src}`).pathname;
      if (found.has(target)) continue;
      found.add(target);
      queue.push(target);
    }
  }
  return found;
}
