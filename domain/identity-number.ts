import Personnummer from 'personnummer';
import Organisationsnummer from 'organisationsnummer';
import { swedishDate } from './swedish-calendar';

export type IdentityKind = 'personnummer' | 'samordningsnummer' | 'organisationsnummer';

export interface IdentityNumber {
  kind: IdentityKind;
  /** 12 digits for persons (YYYYMMDDNNNN), 10 for organisations */
  normalised: string;
}

/**
 * A number that puts its holder above this age is treated as a typo rather than a person. The check digit
 * does not cover the century, so '18900101-0017' passes it although the shopper almost always meant 1990;
 * no living person is this old.
 */
export const MAX_PERSON_AGE_YEARS = 130;

/*
 * About the packages (personnummer 3.2.1, organisationsnummer 1.2.0), read from their dist code:
 * - Personnummer picks the century of a 10-digit number from `new Date()`, the machine's clock. Domain code
 *   takes its time as an argument, so we pick the century ourselves from nowIso and only ever hand the
 *   package 12 digits. With 12 digits its one remaining clock read only decides its own `sep` getter,
 *   which we never use, so its verdict no longer depends on when the code runs (a test pins this).
 * - Organisationsnummer, when a number fails as an organisation, silently retries it as a personnummer
 *   (with that same clock, through its own bundled copy of personnummer). We only hand it numbers whose
 *   third digit is 2 or more, which can never be a person's month, so its answer is about organisations only.
 * - Neither package rejects a birth date in the future or centuries ago; we do (see below).
 */

/** Hyphen-like characters people paste from typeset documents; they mean the ordinary '-'. */
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2212]/g;
const WHITESPACE = /\s+/g;

/** Whitespace removed and dashes unified, so '19900101 – 0017' and '900101-0017' parse alike. */
function compact(input: string): string {
  return input.replace(WHITESPACE, '').replace(DASHES, '-');
}

/**
 * The date in Sweden at nowIso: the '+' rule and "born today or earlier" are about the Swedish calendar day,
 * which differs from the UTC day for an hour or two around midnight (New Year's Eve included).
 */
function swedishToday(nowIso: string): { year: number; yyyymmdd: string } {
  const ms = Date.parse(nowIso);
  // A bad nowIso is a programmer error (the caller passes its clock), not a shopper's mistake: throw.
  if (Number.isNaN(ms)) throw new RangeError(`nowIso is not a valid ISO date: ${nowIso}`);
  const day = swedishDate(ms);
  return { year: Number(day.slice(0, 4)), yyyymmdd: day.replaceAll('-', '') };
}

/**
 * The full year of a 10-digit number, as Skatteverket assigns it: '-' means the holder turns at most 99 this
 * calendar year, '+' that they turn 100 or more this year (the separator changes in the year of the 100th
 * birthday, not on the day). So the year is the latest one ending in yy that is not after the base year.
 */
function fullYear(yy: number, plus: boolean, currentYear: number): number {
  const base = plus ? currentYear - 100 : currentYear;
  return base - ((((base - yy) % 100) + 100) % 100);
}

const PERSON_SHAPE = /^(\d{6}|\d{8})([-+]?)(\d{4})$/;

function parsePerson(compacted: string, nowIso: string): IdentityNumber | null {
  const match = PERSON_SHAPE.exec(compacted);
  if (!match) return null;
  const [, datePart = '', separator, serial = ''] = match;
  const today = swedishToday(nowIso);
  // With 8 date digits the century is written out, so the separator adds nothing and is ignored.
  const yyyymmdd =
    datePart.length === 8
      ? datePart
      : `${fullYear(Number(datePart.slice(0, 2)), separator === '+', today.year)}${datePart.slice(2)}`;
  const twelve = `${yyyymmdd}${serial}`;

  let parsed: Personnummer;
  try {
    // Coordination numbers are allowed (people without a Swedish registration buy too); interim numbers are
    // letters, which PERSON_SHAPE already excludes, and are not issued to customers anyway.
    parsed = Personnummer.parse(twelve, { allowCoordinationNumber: true, allowInterimNumber: false });
  } catch {
    return null;
  }
  const kind: IdentityKind = parsed.isCoordinationNumber() ? 'samordningsnummer' : 'personnummer';
  // A samordningsnummer carries the birth day plus 60.
  const birthDay = Number(yyyymmdd.slice(6, 8)) - (kind === 'samordningsnummer' ? 60 : 0);
  const birthDate = `${yyyymmdd.slice(0, 6)}${String(birthDay).padStart(2, '0')}`;
  if (birthDate > today.yyyymmdd) return null;
  const oldestBirthDate = `${today.year - MAX_PERSON_AGE_YEARS}${today.yyyymmdd.slice(4)}`;
  if (birthDate < oldestBirthDate) return null;
  return { kind, normalised: twelve };
}

/** Private persons: a personnummer or samordningsnummer, 10 or 12 digits, with or without '-'/'+' and spaces. nowIso decides the century of 10-digit numbers ('+' = 100 years or older). Null when invalid. */
export function parsePersonalNumber(input: string, nowIso: string): IdentityNumber | null {
  return parsePerson(compact(input), nowIso);
}

/** The optional '16' is the prefix Skatteverket uses to write an organisationsnummer with 12 digits. */
const ORGANISATION_SHAPE = /^(?:16)?(\d{6})-?(\d{4})$/;

/** Companies: an organisationsnummer (10 digits, third digit >= 2, optional '-', optional 16 prefix), or the owner's personnummer (enskild firma). Null when invalid. */
export function parseCompanyNumber(input: string, nowIso: string): IdentityNumber | null {
  const compacted = compact(input);
  const match = ORGANISATION_SHAPE.exec(compacted);
  if (match) {
    const ten = `${match[1]}${match[2]}`;
    // The third digit tells them apart: 2 or more for organisations, a month's tens digit (0-1) for persons.
    if (Number(ten[2]) >= 2) {
      return Organisationsnummer.valid(ten) ? { kind: 'organisationsnummer', normalised: ten } : null;
    }
  }
  // A sole trader (enskild firma) has no number of its own and uses the owner's, samordningsnummer included.
  return parsePerson(compacted, nowIso);
}

/** For logs: '19900101-****'. */
export function maskIdentityNumber(normalised: string): string {
  // Keep only the date (or an organisation's non-personal prefix): enough to tell entries apart when
  // debugging, while the serial and check digits that make a personnummer identifying stay out of logs.
  if (/^\d{12}$/.test(normalised)) return `${normalised.slice(0, 8)}-****`;
  if (/^\d{10}$/.test(normalised)) return `${normalised.slice(0, 6)}-****`;
  // Not a normalised number (a caller bug): reveal no digit of it at all.
  return normalised.replace(/\d/g, '*');
}
