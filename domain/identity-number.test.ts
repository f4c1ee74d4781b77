import { afterEach, describe, expect, it, vi } from 'vitest';
import { maskIdentityNumber, parseCompanyNumber, parsePersonalNumber, type IdentityNumber } from './identity-number';

// Check digits below were produced by the packages themselves, never by a hand-written Luhn.
const NOW = '2025-06-15T10:00:00Z';

const person = (normalised: string): IdentityNumber => ({ kind: 'personnummer', normalised });
const coordination = (normalised: string): IdentityNumber => ({ kind: 'samordningsnummer', normalised });
const organisation = (normalised: string): IdentityNumber => ({ kind: 'organisationsnummer', normalised });

describe('parsePersonalNumber', () => {
  it.each([
    // the accepted spellings of one number
    ['199001010017', person('199001010017')],
    ['19900101-0017', person('199001010017')],
    ['9001010017', person('199001010017')],
    ['900101-0017', person('199001010017')],
    [' 900101 - 0017 ', person('199001010017')],
    ['19900101 0017', person('199001010017')],
    ['900101\u20130017', person('199001010017')], // en dash pasted from a document
    // a leap day
    ['20200229-1231', person('202002291231')],
    ['200229-1231', person('202002291231')],
    // Tolvan Tolvansson, Skatteverket's test person: with '-' the latest 12 not after 2025, so 2012
    ['121212-1212', person('201212121212')],
    ['121212+1212', person('191212121212')],
    ['19121212-1212', person('191212121212')],
    // samordningsnummer: birth day + 60
    ['197001632392', coordination('197001632392')],
    ['700163-2392', coordination('197001632392')],
    // 12 digits carry their century, so a '+' is redundant and ignored
    ['19900101+0017', person('199001010017')],
  ] as const)('%j -> %j', (input, expected) => {
    expect(parsePersonalNumber(input, NOW)).toEqual(expected);
  });

  it.each([
    ['', 'empty'],
    ['900101-0018', 'wrong check digit'],
    ['19900101-0018', 'wrong check digit, 12 digits'],
    ['900101-001', 'too short'],
    ['1990010100170', 'too long'],
    ['900101--0017', 'two separators'],
    ['900101/0017', 'foreign separator'],
    ['9001O10017', 'letter O for zero'],
    ['900101-0009', 'check digit right, but serial 000 is never issued'],
    ['900132-0017', 'no such day'],
    ['19900230-0017', 'no such day (30 Feb)'],
    ['202100-5489', 'an organisationsnummer'],
    ['20251231-1230', 'born after today'],
    ['18900101-0017', 'century typo: 135 years old'],
    ['199001010017x', 'trailing garbage'],
  ])('%j is rejected (%s)', (input) => {
    expect(parsePersonalNumber(input, NOW)).toBeNull();
  });

  describe('the century of a 10-digit number comes from nowIso', () => {
    it('picks 1930 in 2025 and 2030 in 2035 for the same digits', () => {
      // 193006152346 and 203006152346 share the last ten digits, so the check digit is the same.
      expect(parsePersonalNumber('300615-2346', '2025-06-15T12:00:00Z')).toEqual(person('193006152346'));
      expect(parsePersonalNumber('300615-2346', '2035-06-15T12:00:00Z')).toEqual(person('203006152346'));
    });

    it.each([
      // '+' flips in the calendar year of the 100th birthday, not on the birthday itself
      ['250701+1233', '2025-06-15T12:00:00Z', person('192507011233')], // turns 100 later this year
      ['250701-1233', '2025-06-15T12:00:00Z', null], // 2025-07-01 has not happened yet
      ['250701-1233', '2025-07-01T12:00:00Z', person('202507011233')], // born today
      ['250701+1233', '2024-06-15T12:00:00Z', null], // in 2024 '+' meant 1824: older than any person
      ['260101-2343', '2025-06-15T12:00:00Z', person('192601012343')], // '-' for a 99-year-old
    ] as const)('%s at %s -> %j', (input, nowIso, expected) => {
      expect(parsePersonalNumber(input, nowIso)).toEqual(expected);
    });

    it('uses the Swedish calendar day, not the UTC one', () => {
      // 2025-12-31T23:30Z is already 2026-01-01 in Stockholm: '-' with yy = 26 is a newborn, not a centenarian.
      expect(parsePersonalNumber('260101-2343', '2025-12-31T22:30:00Z')).toEqual(person('192601012343'));
      expect(parsePersonalNumber('260101-2343', '2025-12-31T23:30:00Z')).toEqual(person('202601012343'));
    });

    it('accepts a plain date as nowIso and throws on a malformed one (a programmer error)', () => {
      expect(parsePersonalNumber('900101-0017', '2025-06-15')).toEqual(person('199001010017'));
      expect(() => parsePersonalNumber('900101-0017', 'yesterday')).toThrow(RangeError);
    });
  });

  describe('the system clock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    // personnummer 3.2.1 reads `new Date()` for 10-digit numbers; we never let it, so a machine with a
    // wrong clock (here: 1950 and 2150) must give the same answers as nowIso alone dictates.
    it.each(['1950-01-01T00:00:00Z', '2150-01-01T00:00:00Z'])('does not matter when it says %s', (fakeNow) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(fakeNow));
      expect(parsePersonalNumber('300615-2346', '2025-06-15T12:00:00Z')).toEqual(person('193006152346'));
      expect(parsePersonalNumber('121212+1212', NOW)).toEqual(person('191212121212'));
      expect(parsePersonalNumber('700163-2392', NOW)).toEqual(coordination('197001632392'));
      expect(parseCompanyNumber('900101-0017', NOW)).toEqual(person('199001010017'));
    });
  });
});

describe('parseCompanyNumber', () => {
  it.each([
    ['202100-5489', organisation('2021005489')],
    ['2021005489', organisation('2021005489')],
    ['16202100-5489', organisation('2021005489')], // the 12-digit form with Skatteverket's 16 prefix
    ['162021005489', organisation('2021005489')],
    [' 556016 - 0680 ', organisation('5560160680')],
    ['969741-5553', organisation('9697415553')], // handelsbolag
    ['802004-4379', organisation('8020044379')], // ideell förening
    ['212000-0142', organisation('2120000142')], // kommun
    ['1621005485', organisation('1621005485')], // a 10-digit number that happens to start with 16
    // enskild firma: the owner's personnummer or samordningsnummer, kept as 12 digits
    ['900101-0017', person('199001010017')],
    ['19900101-0017', person('199001010017')],
    ['700163-2392', coordination('197001632392')],
  ] as const)('%j -> %j', (input, expected) => {
    expect(parseCompanyNumber(input, NOW)).toEqual(expected);
  });

  it.each([
    ['202100-5488', 'wrong check digit'],
    ['172021005489', 'a 12-digit prefix other than 16'],
    ['202100+5489', "'+' belongs to persons only"],
    ['202100-548', 'too short'],
    ['002100-5483', 'check digit right, but no organisation number starts with 0'],
    ['900101-0018', 'personnummer with a wrong check digit'],
    ['20251231-1230', 'owner born after today'],
    ['', 'empty'],
  ])('%j is rejected (%s)', (input) => {
    expect(parseCompanyNumber(input, NOW)).toBeNull();
  });
});

describe('maskIdentityNumber', () => {
  it.each([
    ['199001010017', '19900101-****'],
    ['197001632392', '19700163-****'],
    ['2021005489', '202100-****'],
    ['900101-0017', '******-****'], // not normalised: nothing of it leaks
    ['', ''],
  ])('%j -> %j', (normalised, masked) => {
    expect(maskIdentityNumber(normalised)).toBe(masked);
  });
});
