/**
 * The scripts a page loads before it is interactive: the ones its HTML names (script src, module preloads, the
 * module script's imports, including React Router's dynamic import of the client entry) and, transitively, their
 * static imports. Dynamic imports inside a chunk are lazy parts (loaded on use) and are not followed, except the
 * page part the HTML shows (`data-page-part`, app/lib/page-part.tsx): the browser fetches that one while the page
 * loads, found by its `pagePart("name", () => import(...))` in the route's chunk.
 *
 * `read` returns a script's text by its absolute path (`/assets/x.js`).
 */
export async function firstPaintScripts(html: string, read: (src: string) => Promise<string>): Promise<Set<string>> {
  const found = new Set<string>();
  for (const m of html.matchAll(/<(?:link[^>]*rel="modulepreload"[^>]*href|script[^>]*src)="(\/assets\/[^"]+\.js)"/g)) found.add(m[1]!);
  // The module script: `import "/assets/manifest.js"; import * as route0 from "/assets/root.js"; import("/assets/entry.client.js")`.
  for (const m of html.matchAll(/(?:\bfrom|\bimport)\s*(?:\(\s*)?"(\/assets\/[^"]+\.js)"/g)) found.add(m[1]!);
  const part = /data-page-part="([\w-]+)"/.exec(html)?.[1];
  const partImport = part ? new RegExp(`"${part}",\\(\\)=>\\w+\\(\\(\\)=>import\\("([^"]+\\.js)"\\)`) : null;
  let partFound = part === undefined;
  const queue = [...found];
  while (queue.length > 0) {
    const src = queue.pop()!;
    const code = await read(src);
    // Minified static imports and re-exports: `import"./a.js"`, `import{x as y}from"./a.js"`, `export{x}from"./a.js"`.
    const partChunk = partImport?.exec(code)?.[1];
    if (partChunk) partFound = true;
    const imports = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map((m) => m[1]!);
    for (const relative of partChunk ? [...imports, partChunk] : imports) {
      const target = new URL(relative, `http://x${src}`).pathname;
      if (found.has(target)) continue;
      found.add(target);
      queue.push(target);
    }
  }
  if (!partFound) throw new Error(`the page shows the part '${part}', but no script imports it`);
  return found;
}
