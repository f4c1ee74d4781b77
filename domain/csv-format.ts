/**
 * The catalog's CSV files as Swedish Excel reads and writes them (issue 18): UTF-8 with a byte-order mark (without
 * it Excel takes the file for Windows-1252 and garbles å, ä, ö), semicolons between cells (Excel's separator where
 * the decimal mark is a comma), CRLF line ends, RFC 4180 quoting, amounts in kronor with a decimal comma. Reading is
 * more forgiving (issue 30): a file an owner saved as Excel's plain 'CSV' (Windows-1252), or with commas or tabs
 * between cells, reads too.
 */
import type { Ore } from './money';

export const CSV_SEPARATOR = ';';
/** The separators a file may use between cells, in the order a tie in the header line is settled. */
export const CSV_SEPARATORS = [';', '\t', ','] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];
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
  const cleaned = text.trim().replace(/\s*(?:kr|sek|:-)$/i, '');
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

/** Windows-1252's five undefined bytes, as its decoder leaves them. */
const UNDEFINED_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/**
 * Whether decoded text could be a text file: no control characters but tab and line ends (NUL aside, which parseCsv
 * reports by its line), none of Windows-1252's undefined bytes.
 */
function isText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x00 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f || UNDEFINED_1252.has(code)) return false;
  }
  return true;
}

/**
 * The file's bytes as text for parseCsv: UTF-8 (its BOM dropped), else Windows-1252, what Excel's plain 'CSV' writes
 * on a Swedish Windows. Strict UTF-8 goes first: å, ä, ö as Windows-1252 bytes are never valid UTF-8, while UTF-8's
 * bytes would read as Windows-1252 garbage ('Ã¥'). Bytes that are text in neither are the encoding error.
 */
export function decodeCsv(bytes: Uint8Array): { ok: true; text: string } | { ok: false; error: CsvSyntaxError } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = decodeWindows1252(bytes);
  }
  return isText(text) ? { ok: true, text } : { ok: false, error: { kind: 'encoding' } };
}

/**
 * Windows-1252's bytes 0x80-0x9F (€, dashes, curly quotes, Š, Ž ...; the rest is Latin-1). Node 20's
 * TextDecoder('windows-1252') decodes them as Latin-1 (control characters), so they are mapped here. The five undefined bytes
 * stay as their control characters, which isText refuses.
 */
const WINDOWS_1252_HIGH = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f'
  + '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

/**
 * The separator of a file, from its header line: the one of `;`, tab and `,` that occurs most often outside quotes
 * there (the data lines may hold decimal commas). A header of one column has none: `;`, the export's.
 */
export function detectCsvSeparator(text: string): CsvSeparator {
  const counts = new Map<CsvSeparator, number>(CSV_SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\r' || c === '\n')) break;
    else if (!quoted && counts.has(c as CsvSeparator)) counts.set(c as CsvSeparator, counts.get(c as CsvSeparator)! + 1);
  }
  return CSV_SEPARATORS.reduce((best, s) => (counts.get(s)! > counts.get(best)! ? s : best));
}

/** Undoes csvCell's formula guard, so an exported file imports unchanged. */
export function unguardCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/**
 * RFC 4180 with `separator` (semicolons unless told): a quoted cell may hold it, quotes (doubled) and line breaks; CRLF, LF and CR end a
 * line; blank lines are skipped (Excel leaves one at the end). Line numbers are the file's physical lines, as an
 * editor shows them, so a cell spanning two lines puts its record at the line it starts on. A NUL byte anywhere
 * refuses the file: no tool that writes CSV puts one there, and PostgreSQL cannot store one.
 */
export function parseCsv(text: string, separator: CsvSeparator = CSV_SEPARATOR): CsvParse {
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
        if (after !== undefined && after !== separator && after !== '\r' && after !== '\n') return { ok: false, error: { kind: 'stray_quote', line } };
      } else {
        const start = i;
        while (i < n && text[i] !== separator && text[i] !== '\r' && text[i] !== '\n') {
          if (text[i] === '"') return { ok: false, error: { kind: 'stray_quote', line } };
          i++;
        }
        cell = text.slice(start, i);
      }
      cells.push(cell);
      cell = '';
      if (i >= n) {
        endOfRecord = true;
      } else if (text[i] === separator) {
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
