import { Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderBursts } from './render-bursts';

/** Each chunk the stream passes on, as text, until it ends. */
function chunksOf(stream: RenderBursts): Promise<string[]> {
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    stream.on('end', () => resolve(chunks));
    stream.on('error', reject);
  });
}

function Deferred({ answer }: { answer: Promise<string> }) {
  return <p>{use(answer)}</p>;
}

describe('RenderBursts', () => {
  it('passes on what was written between two flushes as one chunk, and the rest at the end', async () => {
    const stream = new RenderBursts();
    const chunks = chunksOf(stream);
    stream.write('<html>');
    stream.write('<body>');
    stream.flush();
    stream.flush();
    stream.write('<p>later</p>');
    stream.end('</body></html>');
    expect(await chunks).toEqual(['<html><body>', '<p>later</p></body></html>']);
  });

  it('takes a whole page without asking the writer to wait', () => {
    const stream = new RenderBursts();
    const piece = Buffer.alloc(4096, 'a');
    for (let i = 0; i < 256; i++) expect(stream.write(piece)).toBe(true);
  });

  it('streams a React page in one chunk per burst: the shell, then each boundary as it completes', async () => {
    let resolve!: (value: string) => void;
    const answer = new Promise<string>((r) => (resolve = r));
    const rows = Array.from({ length: 2000 }, (_, i) => <li key={i}>{`Produkt nummer ${i}`}</li>);
    const stream = new RenderBursts();
    const chunks = chunksOf(stream);
    const shellSent = new Promise<void>((shellReady) => {
      const { pipe } = renderToPipeableStream(
        <html lang="sv">
          <body>
            <ul>{rows}</ul>
            <Suspense fallback={<p>Laddar</p>}>
              <Deferred answer={answer} />
            </Suspense>
          </body>
        </html>,
        {
          onShellReady() {
            pipe(stream);
            shellReady();
          },
        },
      );
    });
    await shellSent;
    await new Promise((r) => setTimeout(r, 10));
    resolve('Klart');
    const [shell, ...rest] = await chunks;
    // The shell is some 60 kB, which React writes in 4 kB pieces: it arrives whole, fallback included.
    expect(shell!.length).toBeGreaterThan(50_000);
    expect(shell).toContain('Produkt nummer 1999');
    expect(shell).toContain('Laddar');
    expect(shell).not.toContain('Klart');
    expect(rest).toHaveLength(1);
    expect(rest[0]).toContain('Klart');
  });
});
