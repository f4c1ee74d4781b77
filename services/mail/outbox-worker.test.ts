import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { createMailer, maskAddress, type MailMessage } from './mailer';
import { createOutboxWorker } from './outbox-worker';

describe('the outbox logs one line per e-mail', () => {
  let dir: string;
  let database: DatabaseHandle;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-log-'));
    database = await connectDatabase({ sqliteFile: path.join(dir, 'shop.sqlite') });
    await migrateToLatest(database.db, {});
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const queue = (recipient: string) =>
    database.db
      .insertInto('outbox_emails')
      .values({ order_id: null, kind: 'order_confirmation', recipient, subject: 'Tack för din order', text_body: 'Hej', html_body: '<p>Hej</p>', next_attempt_at: '2000-01-01T00:00:00.000Z', created_at: '2000-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('names the .eml file each mail was written to', async () => {
    const outboxDir = path.join(dir, 'outbox');
    const lines: string[] = [];
    const worker = createOutboxWorker(database.db, { mailer: createMailer({ outboxDir, from: 'Shop <shop@example.se>' }), log: (line) => lines.push(line) });
    const first = await queue('anna.svensson@example.se');
    const second = await queue('bo@example.se');
    await worker.drain();

    const files = fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    expect(lines).toHaveLength(2);
    for (const [line, id] of [[lines[0], first.id], [lines[1], second.id]] as const) {
      const file = /written to (\S+\.eml)$/.exec(line!)?.[1];
      expect(line).toMatch(new RegExp(`^e-mail ${id} \\(order -\\) written to `));
      expect(fs.existsSync(path.resolve(file!)), line).toBe(true);
      expect(line).not.toContain('@');
    }
  });

  it('masks the address of a mail sent elsewhere', async () => {
    const lines: string[] = [];
    const worker = createOutboxWorker(database.db, { mailer: { send: async (message) => `sent to ${maskAddress(message.to)}` }, log: (line) => lines.push(line) });
    const { id } = await queue('anna.svensson@example.se');
    await worker.drain();
    expect(lines).toEqual([`e-mail ${id} (order -) sent to a***@example.se`]);
  });

  it('renders a mail\'s documents when it sends it, and keeps the mail queued while they cannot be rendered', async () => {
    const { id } = await queue('anna.svensson@example.se');
    await database.db.updateTable('outbox_emails').set({ attachments: JSON.stringify([{ kind: 'invoice', invoiceId: 7 }]) }).where('id', '=', id).execute();
    const sent: { filename: string; content: string }[][] = [];
    const mailer = {
      async send(message: MailMessage) {
        sent.push((message.attachments ?? []).map((a) => ({ filename: a.filename, content: a.content.toString() })));
        return 'sent';
      },
    };
    const failing = createOutboxWorker(database.db, { mailer, renderAttachment: () => Promise.reject(new Error('no such invoice')) });
    await failing.drain();
    const waiting = await database.db.selectFrom('outbox_emails').select(['status', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(waiting).toEqual({ status: 'pending', last_error: 'Error: no such invoice' });
    expect(sent).toEqual([]);

    await database.db.updateTable('outbox_emails').set({ next_attempt_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', id).execute();
    const worker = createOutboxWorker(database.db, {
      mailer,
      renderAttachment: async (ref) => ({ filename: `faktura-${ref.invoiceId}.pdf`, content: Buffer.from(`%PDF-${ref.invoiceId}`), contentType: 'application/pdf' }),
    });
    await worker.drain();
    expect(sent).toEqual([[{ filename: 'faktura-7.pdf', content: '%PDF-7' }]]);
  });

  it.each([
    ['anna.svensson@example.se', 'a***@example.se'],
    ['x@y.se', 'x***@y.se'],
    ['no-at-sign', '***'],
  ])('masks %s as %s', (address, masked) => {
    expect(maskAddress(address)).toBe(masked);
  });

  it('on stop finishes the mail being sent and lets go of the rest of its claim, for the next worker at once', async () => {
    for (let i = 0; i < 4; i++) await queue(`kund${i}@example.se`);
    let release!: () => void;
    const sending = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const sent: string[] = [];
    const slow = createOutboxWorker(database.db, {
      mailer: {
        async send(message) {
          started();
          await sending;
          sent.push(message.to);
          return 'sent';
        },
      },
    });
    slow.start();
    await firstStarted;
    const stopped = slow.stop();
    release();
    await stopped;
    expect(sent).toEqual(['kund0@example.se']);
    const rows = await database.db.selectFrom('outbox_emails').select(['id', 'status', 'claimed_until', 'attempts']).orderBy('id').execute();
    expect(rows.map((r) => [r.status, r.claimed_until, r.attempts])).toEqual([['sent', null, 1], ['pending', null, 0], ['pending', null, 0], ['pending', null, 0]]);

    const next: string[] = [];
    await createOutboxWorker(database.db, { mailer: { send: async (message) => (next.push(message.to), 'sent') } }).drain();
    expect(next).toEqual(['kund1@example.se', 'kund2@example.se', 'kund3@example.se']);
  });
});
