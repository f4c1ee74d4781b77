import { describe, expect, it } from 'vitest';
import { outcomeMessages } from './back-office.server';

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
