/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the client build, at the highest
 * levels, so the server sends them as files (@fastify/static preCompressed) instead of compressing per request.
 * The gzip copies are made with Zopfli: the same format every browser reads, 2.5 % smaller than zlib's level 9
 * (a page's first-paint scripts about 4 kB), for some seconds of build time.
 * Run by `npm run build` after `react-router build`; the directory defaults to build/client.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';

const brotli = promisify(zlib.brotliCompress);
/** Zopfli's passes: past 5 the copies shrink by bytes while the time grows in step. */
const ZOPFLI_ITERATIONS = 5;

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|map|webmanifest)$/i;
/** Files this small gain nothing worth a second request path. */
const MIN_BYTES = 1024;

export interface PrecompressResult {
  file: string;
  bytes: number;
  br?: number;
  gz?: number;
}

export async function precompressDirectory(dir: string): Promise<PrecompressResult[]> {
  const results: PrecompressResult[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = await fs.readFile(file);
    const result: PrecompressResult = { file: path.relative(dir, file), bytes: content.length };
    results.push(result);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      zopfliGzip(content, { numiterations: ZOPFLI_ITERATIONS }),
    ]);
    // A copy that is not smaller is not written, and the file goes out as it is.
    if (br.length < content.length) {
      await fs.writeFile(`${file}.br`, br);
      result.br = br.length;
    }
    if (gz.length < content.length) {
      await fs.writeFile(`${file}.gz`, gz);
      result.gz = gz.length;
    }
  }
  return results;
}

/** One line on what precompressDirectory did. */
export function summary(dir: string, results: PrecompressResult[]): string {
  const sum = (pick: (r: PrecompressResult) => number | undefined) => results.reduce((total, r) => total + (pick(r) ?? r.bytes), 0);
  return (
    `precompressed ${results.filter((r) => r.br !== undefined || r.gz !== undefined).length} of ${results.length} files in ${path.relative(process.cwd(), dir) || '.'}: ` +
    `${Math.round(sum((r) => r.bytes) / 1024)} kB, brotli ${Math.round(sum((r) => r.br) / 1024)} kB, gzip ${Math.round(sum((r) => r.gz) / 1024)} kB`
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'build/client');
  console.log(summary(dir, await precompressDirectory(dir)));
}
