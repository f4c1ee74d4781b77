import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SessionRepository } from '../db/repositories/session-repository';
import type { SessionRow } from '../db/schema';
import { createSessionService, csrfTokenMatches } from './session-service';

/** The session table in memory, with the repository's conflict rules (upsert keeps token and customer). */
function memoryRepository() {
  const rows = new Map<string, SessionRow>();
  const calls: string[] = [];
  const repository: SessionRepository = {
    async find(idHash) {
      calls.push('find');
      const row = rows.get(idHash);
      return row ? { ...row } : undefined;
    },
    async insert(row) {
      calls.push('insert');
      if (rows.has(row.id_hash)) throw new Error('duplicate key');
      rows.set(row.id_hash, { ...row });
    },
    async insertIfAbsent(row) {
      calls.push('insertIfAbsent');
      if (!rows.has(row.id_hash)) rows.set(row.id_hash, { ...row });
    },
    async upsertData(row) {
      calls.push('upsertData');
      const existing = rows.get(row.id_hash);
      rows.set(row.id_hash, existing ? { ...existing, data: row.data } : { ...row });
    },
    async setCustomer(row) {
      calls.push('setCustomer');
      const existing = rows.get(row.id_hash);
      rows.set(row.id_hash, existing ? { ...existing, customer_id: row.customer_id, data: row.data } : { ...row });
    },
    async touch(idHash, lastSeenAt, expiresAt) {
      calls.push('touch');
      const row = rows.get(idHash);
      if (row) rows.set(idHash, { ...row, last_seen_at: lastSeenAt, expires_at: expiresAt });
    },
    async rotate(oldHash, newHash, csrfToken) {
      calls.push('rotate');
      const row = rows.get(oldHash);
      if (!row) return;
      rows.delete(oldHash);
      rows.set(newHash, { ...row, id_hash: newHash, csrf_token: csrfToken });
    },
    async deleteForCustomer(customerId, exceptHash) {
      calls.push('deleteForCustomer');
      for (const [hash, row] of rows) if (row.customer_id === customerId && hash !== exceptHash) rows.delete(hash);
    },
    async deleteExpired() {
      return 0;
    },
  };
  return { rows, calls, repository };
}

function setup(start = new Date('2026-11-24T12:00:00Z')) {
  let clock = start;
  const memory = memoryRepository();
  const sessions = createSessionService(memory.repository, { secret: 'x'.repeat(32), now: () => clock });
  return { ...memory, sessions, advance: (ms: number) => (clock = new Date(clock.getTime() + ms)) };
}

/** The shape of an id, made up rather than issued. */
const MADE_UP = 'A'.repeat(48);

describe('lazy sessions', () => {
  it('start a new visitor with an id and a 43-character token, writing nothing', async () => {
    const { sessions, calls, rows } = setup();
    const session = sessions.start();
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(session.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.persisted).toBe(false);
    expect(calls).toEqual([]);
    expect(rows.size).toBe(0);
  });

  it.each([undefined, '', 'short', `${MADE_UP}x`, `${'A'.repeat(47)}!`])('find no session for the cookie %j', async (cookie) => {
    const { sessions, calls } = setup();
    expect(await sessions.find(cookie)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('find an issued id without a row as that id, with the same token every time, and write nothing', async () => {
    const { sessions, rows } = setup();
    const id = sessions.start().id;
    const first = await sessions.find(id);
    const again = await sessions.find(id);
    expect(first).toMatchObject({ id, customerId: null, data: {}, persisted: false });
    expect(again!.csrfToken).toBe(first!.csrfToken);
    expect(again!.idHash).toBe(first!.idHash);
    expect((await sessions.find(sessions.start().id))!.csrfToken).not.toBe(first!.csrfToken);
    expect(rows.size).toBe(0);
  });

  it('never adopt an id the shop did not issue: made up, tampered with, issued under another secret, or from before signing without a row', async () => {
    const { sessions, calls } = setup();
    const issued = sessions.start().id;
    const tampered = `${issued.slice(0, 10)}${issued[10] === 'A' ? 'B' : 'A'}${issued.slice(11)}`;
    const foreign = createSessionService(memoryRepository().repository, { secret: 'y'.repeat(32) }).start().id;
    for (const id of [MADE_UP, tampered, foreign]) expect(await sessions.find(id), id).toBeNull();
    expect(calls).toEqual([]);
    expect(await sessions.find('A'.repeat(43))).toBeNull();
  });

  it('refuse an unstored id once it is older than the cookie’s lifetime', async () => {
    const { sessions, advance } = setup();
    const id = sessions.start().id;
    advance(29 * 86_400_000);
    expect(await sessions.find(id)).toMatchObject({ id, persisted: false });
    advance(2 * 86_400_000);
    expect(await sessions.find(id)).toBeNull();
  });

  it('move a stored session under an id from before signing to a new signed id at once, its data along', async () => {
    const { sessions, rows } = setup();
    const legacy = 'L'.repeat(43);
    const legacyHash = crypto.createHmac('sha256', 'x'.repeat(32)).update(legacy).digest('base64url');
    const stored = await sessions.create();
    rows.set(legacyHash, { ...rows.get(stored.idHash)!, id_hash: legacyHash, customer_id: 9, data: '{"a":1}' });
    const found = (await sessions.find(legacy))!;
    expect(found).toMatchObject({ customerId: 9, data: { a: 1 }, renewed: true });
    expect(found.id).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(rows.has(legacyHash)).toBe(false);
    expect(await sessions.find(found.id)).toMatchObject({ customerId: 9, csrfToken: found.csrfToken });
    expect(await sessions.find(legacy)).toBeNull();
  });

  it('store the row on the first update, keeping the token the page printed', async () => {
    const { sessions, rows } = setup();
    const id = sessions.start().id;
    const session = (await sessions.find(id))!;
    await sessions.update(session, { customer_type: 'company' });
    expect(session.persisted).toBe(true);
    const row = rows.get(session.idHash)!;
    expect(row.csrf_token).toBe(session.csrfToken);
    expect(JSON.parse(row.data)).toEqual({ customer_type: 'company' });
    const found = (await sessions.find(id))!;
    expect(found).toMatchObject({ persisted: true, csrfToken: session.csrfToken, data: { customer_type: 'company' } });
    expect(csrfTokenMatches(found, session.csrfToken)).toBe(true);
  });

  it('write nothing when an update only clears keys of a session that has nothing stored', async () => {
    const { sessions, calls } = setup();
    const session = sessions.start();
    await sessions.update(session, { notice: undefined });
    expect(calls).toEqual([]);
    expect(session.persisted).toBe(false);
  });

  it('persist a session known only by its hash (the cart) with the token its page shows', async () => {
    const { sessions, rows, calls } = setup();
    const id = sessions.start().id;
    const session = (await sessions.find(id))!;
    await sessions.persist({ idHash: session.idHash, customerId: null });
    expect(rows.get(session.idHash)!.csrf_token).toBe(session.csrfToken);
    // Known to be stored (or a customer's, which always is): nothing more is written.
    const stored = (await sessions.find(id))!;
    calls.length = 0;
    await sessions.persist(stored);
    await sessions.persist({ idHash: 'customer-session', customerId: 7 });
    expect(calls).toEqual([]);
  });

  it('create a stored session (tests and tools that skip the page view)', async () => {
    const { sessions, rows } = setup();
    const session = await sessions.create();
    expect(session.persisted).toBe(true);
    expect(rows.get(session.idHash)!.csrf_token).toBe(session.csrfToken);
  });

  it('keep an existing row’s stored token, customer and data when its session is updated', async () => {
    const { sessions, rows } = setup();
    const session = await sessions.create();
    rows.set(session.idHash, { ...rows.get(session.idHash)!, csrf_token: 'stored-token', customer_id: 5, data: '{"a":1}' });
    const found = (await sessions.find(session.id))!;
    expect(found).toMatchObject({ csrfToken: 'stored-token', customerId: 5, data: { a: 1 } });
    await sessions.update(found, { b: 2 });
    expect(rows.get(session.idHash)).toMatchObject({ csrf_token: 'stored-token', customer_id: 5, data: '{"a":1,"b":2}' });
  });

  it('slide the expiry of stored sessions at most hourly, asking for the cookie again then, and never write for one without a row', async () => {
    const { sessions, calls, advance } = setup();
    const stored = await sessions.create();
    const unstored = sessions.start().id;
    advance(30 * 60_000);
    expect((await sessions.find(stored.id))!.renewed).toBeFalsy();
    await sessions.find(unstored);
    expect(calls.filter((c) => c === 'touch')).toHaveLength(0);
    advance(31 * 60_000);
    expect((await sessions.find(stored.id))!.renewed).toBe(true);
    expect((await sessions.find(unstored))!.renewed).toBeFalsy();
    expect(calls.filter((c) => c === 'touch')).toHaveLength(1);
  });

  it('end every other session of a customer, keeping the one given', async () => {
    const { sessions, rows } = setup();
    const [kept, other, stranger] = [await sessions.create(), await sessions.create(), await sessions.create()];
    for (const [session, customer] of [[kept, 4], [other, 4], [stranger, 5]] as const) await sessions.signIn(session, customer);
    await sessions.endCustomerSessions(4, kept);
    expect([...rows.keys()].sort()).toEqual([kept.idHash, stranger.idHash].sort());
  });

  it('give an expired row’s cookie no session, so the visitor gets a new id and the old row is never revived', async () => {
    const { sessions, advance } = setup();
    const stored = await sessions.create();
    advance(31 * 86_400_000);
    expect(await sessions.find(stored.id)).toBeNull();
  });

  it('rotate a stored session to a new id and token, its row and data moving along', async () => {
    const { sessions, rows } = setup();
    const session = await sessions.create();
    await sessions.update(session, { customer_type: 'company' });
    const rotated = await sessions.rotate(session);
    expect(rotated.id).not.toBe(session.id);
    expect(rotated.csrfToken).not.toBe(session.csrfToken);
    expect(rows.has(session.idHash)).toBe(false);
    expect(await sessions.find(session.id)).toMatchObject({ persisted: false, data: {} });
    expect(await sessions.find(rotated.id)).toMatchObject({ persisted: true, csrfToken: rotated.csrfToken, data: { customer_type: 'company' } });
  });

  it('rotate a session with nothing stored to a new id, still storing nothing', async () => {
    const { sessions, rows } = setup();
    const session = sessions.start();
    const rotated = await sessions.rotate(session);
    expect(rotated.id).not.toBe(session.id);
    expect(rotated.csrfToken).toBe((await sessions.find(rotated.id))!.csrfToken);
    expect(rows.size).toBe(0);
  });
});
