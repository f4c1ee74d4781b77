import { describe, expect, it, vi } from 'vitest';
import { foundById, outcomeMessages } from './back-office.server';

describe('outcomeMessages', () => {
  const done = { saved: 'Sparat.' };
  const failed = { invalid: 'Värdet passar inte.', detail: (text: string) => text };

  it("gives the page's own text for ?klart= and ?fel=", () => {
    expect(outcomeMessages(new URL('http://x/admin?klart=saved&fel=invalid'), done, failed)).toEqual({ done: 'Sparat.', failed: 'Värdet passar inte.' });
  });

  it('shows nothing for unknown codes, inherited names or a message that is not text', () => {
    for (const query of ['', '?klart=nej', '?klart=toString&fel=constructor', '?fel=__proto__', '?fel=detail', '?klart=&fel=']) {
      expect(outcomeMessages(new URL(`http://x/admin${query}`), done, failed), query).toEqual({ done: null, failed: null });
    }
  });
});

describe('foundById', () => {
  const rows = new Map([[7, 'sju'], [2_147_483_647, 'största']]);
  const find = vi.fn(async (id: number) => rows.get(id) ?? null);

  it('finds a row by an id in plain digits up to the largest int4', async () => {
    expect(await foundById('7', find)).toBe('sju');
    expect(await foundById('2147483647', find)).toBe('största');
  });

  it('answers 404 for a row that is not there', async () => {
    await expect(foundById('8', find)).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('answers 404 for an address no row can have, without looking it up', async () => {
    find.mockClear();
    for (const id of ['0', '2147483648', '-7', '7.0', '1e1', ' 7', '0x7', '', undefined]) {
      await expect(foundById(id, find), String(id)).rejects.toMatchObject({ init: { status: 404 } });
    }
    expect(find).not.toHaveBeenCalled();
  });
});
