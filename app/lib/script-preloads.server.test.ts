import { describe, expect, it } from 'vitest';
import { withLowPriorityScriptPreloads } from './script-preloads.server';

async function run(chunks: string[]): Promise<{ html: string; finalCalls: number }> {
  let finalCalls = 0;
  const stream = withLowPriorityScriptPreloads(() => finalCalls++);
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => stream.on('end', resolve));
  // Split on bytes, so a multi-byte letter can fall across two chunks as it can from React.
  for (const chunk of chunks) stream.write(Buffer.from(chunk, 'utf8'));
  stream.end();
  await done;
  return { html: Buffer.concat(out).toString('utf8'), finalCalls };
}

const head = '<html><head><title>Kylskåp – Hembutiken</title><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js" nonce="x"/></head>';
const body = '<body><p>Allt för hemmet</p><link rel="modulepreload" href="/i-brodtext.js"/></body></html>';

describe('withLowPriorityScriptPreloads', () => {
  it("marks the head's script preloads low priority and leaves the body as it is", async () => {
    const { html, finalCalls } = await run([head + body]);
    expect(html).toBe(
      '<html><head><title>Kylskåp – Hembutiken</title><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js" nonce="x"/></head>' +
        body,
    );
    expect(finalCalls).toBe(1);
  });

  it('finds the end of the head across chunks, also inside a split letter', async () => {
    const whole = head + body;
    const bytes = Buffer.from(whole, 'utf8');
    const cuts = [5, bytes.indexOf(Buffer.from('å')) + 1, bytes.indexOf(Buffer.from('</head>')) + 3, bytes.length - 10];
    const parts: string[] = [];
    let from = 0;
    for (const cut of [...cuts, bytes.length]) {
      parts.push(bytes.subarray(from, cut).toString('latin1'));
      from = cut;
    }
    let finalCalls = 0;
    const stream = withLowPriorityScriptPreloads(() => finalCalls++);
    const out: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk));
    const done = new Promise((resolve) => stream.on('end', resolve));
    for (const part of parts) stream.write(Buffer.from(part, 'latin1'));
    stream.end();
    await done;
    const html = Buffer.concat(out).toString('utf8');
    expect(html).toContain('Kylskåp – Hembutiken');
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(html.endsWith(body)).toBe(true);
    expect(finalCalls).toBe(1);
  });

  it('passes a document without a head through unchanged', async () => {
    const { html } = await run(['<p>Hej', ' då</p>']);
    expect(html).toBe('<p>Hej då</p>');
  });
});
