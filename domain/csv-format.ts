/**
 * The catalog's CSV files as Swedish Excel reads and writes them (issue 18): UTF-8 with a byte-order mark (without
 * it Excel takes the file for Windows-1252 and garbles å, ä, ö), semicolons between cells (Excel's separator where
 * the decimal mark is a comma), CRLF line ends, RFC 4180 quoting, amounts in kronor with a decimal comma.
 */
import type { Ore } from './money';

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';

/**
 * Spreadsheets run a cell starting with = + - @ (and tab or CR, which they skip first) as a formula: a product name
 * like `=HYPERLINK(...)` would run on the owner's machine. Such a cell is written with a leading apostrophe, which
 * Excel shows as text (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as written: formula-guarded, then quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** One line of cells, with its CRLF. */
export function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + LINE_END;
}

/** Öre as kronor with a decimal comma and no grouping ("1234,50", "0,00"), as Swedish Excel reads a number. */
export function formatCsvKronor(ore: Ore | null): string {
  if (ore === null) return '';
  const sign = ore < 0 ? '-' : '';
  const magnitude = Math.abs(ore);
  return `${sign}${Math.floor(magnitude / 100)},${String(magnitude % 100).padStart(2, '0')}`;
}

/** The most a price may be: 21 474 836,47 kr, what an integer (int4) column holds in öre. */
export const MAX_PRICE_ORE = 2_147_483_647;

/**
 * A cell's amount in kronor as öre: digits with an optional decimal comma (or point) and at most two decimals,
 * thousands grouped by spaces (also no-break spaces, as Excel may write them) allowed; "kr" after it allowed.
 * Null for anything else, including a negative amount and "1.234,50" (a point is only ever a decimal point here).
 */
export function parseCsvKronor(text: string): Ore | null {
  const cleaned = text.trim().replace(/\s*kr$/i, '');
  if (!/^\d{1,3}(?:[ \u00a0\u202f]\d{3})*(?:[,.]\d{1,2})?$/.test(cleaned) && !/^\d+(?:[,.]\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.replace(/[ \u00a0\u202f]/g, '').split(/[,.]/);
  const ore = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(ore) && ore <= MAX_PRICE_ORE ? ore : null;
}

/** One parsed line: its number in the file (1 is the header) and its cells. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvSyntaxError =
  | { kind: 'encoding' }
  | { kind: 'nul'; line: number }
  | { kind: 'unclosed_quote'; line: number }
  | { kind: 'stray_quote'; line: number }
  | { kind: 'empty' };

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; error: CsvSyntaxError };

/** The file's bytes as text for parseCsv: UTF-8, its BOM dropped when there is one, or the encoding error. */
export function decodeCsv(bytes: Uint8Array): { ok: true; text: string } | { ok: false; error: CsvSyntaxError } {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, error: { kind: 'encoding' } };
  }
}

/** Undoes csvCell's formula guard, so an exported file imports unchanged. */
export function unguardCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/**
 * RFC 4180 with semicolons: a quoted cell may hold semicolons, quotes (doubled) and line breaks; CRLF, LF and CR end a
 * line; blank lines are skipped (Excel leaves one at the end). Line numbers are the file's physical lines, as an
 * editor shows them, so a cell spanning two lines puts its record at the line it starts on. A NUL byte anywhere
 * refuses the file: no tool that writes CSV puts one there, and PostgreSQL cannot store one.
 */
export function parseCsv(text: string): CsvParse {
  const nul = text.indexOf('\u0000');
  if (nul >= 0) return { ok: false, error: { kind: 'nul', line: lineAt(text, nul) } };
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const startLine = line;
    const cells: string[] = [];
    let cell = '';
    let endOfRecord = false;
    while (!endOfRecord) {
      if (text[i] === '"') {
        // A quoted cell: up to the closing quote; "" inside is one quote.
        i++;
        for (;;) {
          if (i >= n) return { ok: false, error: { kind: 'unclosed_quote', line: startLine } };
          const c = text[i]!;
          if (c === '"') {
            if (text[i + 1] === '"') {
              cell += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === '\r' || c === '\n') {
            if (c === '\r' && text[i + 1] === '\n') {
              cell += '\r\n';
              i += 2;
            } else {
              cell += c;
              i++;
            }
            line++;
            continue;
          }
          cell += c;
          i++;
        }
        const after = text[i];
        if (after !== undefined && after !== CSV_SEPARATOR && after !== '\r' && after !== '\n') return { ok: false, error: { kind: 'stray_quote', line } };
      } else {
        const start = i;
        while (i < n && text[i] !== CSV_SEPARATOR && text[i] !== '\r' && text[i] !== '\n') {
          if (text[i] === '"') return { ok: false, error: { kind: 'stray_quote', line } };
          i++;
        }
        cell = text.slice(start, i);
      }
      cells.push(cell);
      cell = '';
      if (i >= n) {
        endOfRecord = true;
      } else if (text[i] === CSV_SEPARATOR) {
        i++;
        // A separator at the very end still opens one last (empty) cell.
        if (i >= n) {
          cells.push('');
          endOfRecord = true;
        }
      } else {
        i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line++;
        endOfRecord = true;
      }
    }
    const blank = cells.length === 1 && cells[0] === '';
    if (!blank) records.push({ line: startLine, cells });
  }
  if (records.length === 0) return { ok: false, error: { kind: 'empty' } };
  return { ok: true, records };
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) {
    if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) line++;
  }
  return line;
}
