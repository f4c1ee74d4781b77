import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, decodeCsv, detectCsvSeparator, formatCsvKronor, parseCsv, parseCsvKronor, unguardCell, CSV_BOM } from './csv-format';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('parseCsv', () => {
  it('reads semicolon cells, CRLF and LF line ends, and skips blank lines', () => {
    const parsed = parseCsv('a;b;c\r\n1;2;3\n\n4;;6\r\n');
    expect(parsed).toEqual({ ok: true, records: [{ line: 1, cells: ['a', 'b', 'c'] }, { line: 2, cells: ['1', '2', '3'] }, { line: 4, cells: ['4', '', '6'] }] });
  });

  it('reads quoted cells holding semicolons, doubled quotes and line breaks, numbering records by the line they start on', () => {
    const parsed = parseCsv('namn;pris\r\n"Kyl; frys";"12,50"\r\n"Säg ""hej""";1\r\n"två\r\nrader";2\r\nsist;3');
    expect(parsed.ok && parsed.records).toEqual([
      { line: 1, cells: ['namn', 'pris'] },
      { line: 2, cells: ['Kyl; frys', '12,50'] },
      { line: 3, cells: ['Säg "hej"', '1'] },
      { line: 4, cells: ['två\r\nrader', '2'] },
      { line: 6, cells: ['sist', '3'] },
    ]);
  });

  it('keeps a trailing empty cell', () => {
    expect(parseCsv('a;b;\r\n').ok && (parseCsv('a;b;\r\n') as { records: { cells: string[] }[] }).records[0]!.cells).toEqual(['a', 'b', '']);
    expect((parseCsv('a;b;') as { records: { cells: string[] }[] }).records[0]!.cells).toEqual(['a', 'b', '']);
  });

  it.each([
    ['a;b\r\n"öppen;1\r\n', { kind: 'unclosed_quote', line: 2 }],
    ['a;b\r\n1;x"y\r\n', { kind: 'stray_quote', line: 2 }],
    ['a;b\r\n"x"y;1\r\n', { kind: 'stray_quote', line: 2 }],
    ['a;b\r\n1;2\r\n3;\u00004\r\n', { kind: 'nul', line: 3 }],
    ['\r\n\r\n', { kind: 'empty' }],
  ])('refuses %j', (text, error) => {
    expect(parseCsv(text)).toEqual({ ok: false, error });
  });
});

describe('decodeCsv', () => {
  it('drops the byte-order mark Excel writes', () => {
    expect(decodeCsv(bytes(`${CSV_BOM}Artikelnummer;Pris`))).toEqual({ ok: true, text: 'Artikelnummer;Pris' });
    expect(decodeCsv(bytes('åäö'))).toEqual({ ok: true, text: 'åäö' });
  });

  it('reads Windows-1252, what Excel\'s plain CSV writes on a Swedish Windows', () => {
    expect(decodeCsv(new Uint8Array([0x4b, 0x79, 0x6c, 0x73, 0x6b, 0xe5, 0x70, 0x3b, 0xc4, 0x6e, 0x67, 0x3b, 0xf6, 0x80, 0x96]))).toEqual({ ok: true, text: "Kylskåp;Äng;ö€–" });
  });

  it('takes bytes that are valid UTF-8 as UTF-8, never as Windows-1252', () => {
    expect(decodeCsv(bytes('Kylskåp'))).toEqual({ ok: true, text: 'Kylskåp' });
  });

  it('refuses bytes that are text in neither encoding (a spreadsheet\'s binary file)', () => {
    expect(decodeCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toEqual({ ok: false, error: { kind: 'encoding' } });
    expect(decodeCsv(new Uint8Array([0x41, 0x81, 0x42]))).toEqual({ ok: false, error: { kind: 'encoding' } });
  });
});

describe('detectCsvSeparator', () => {
  it.each([
    ['Artikelnummer;Pris;Lager\r\nA;1,5;2', ';'],
    ['Artikelnummer,Pris,Lager\r\nA,"1,5",2', ','],
    ['Artikelnummer\tPris\tLager\nA\t1,5\t2', '\t'],
    ['"Pris, kr";Artikelnummer\r\n', ';'],
    ['Artikelnummer\r\nA,B,C', ';'],
    ['', ';'],
  ])('%j is split on %j (from its header line, outside quotes)', (text, separator) => {
    expect(detectCsvSeparator(text)).toBe(separator);
  });

  it('reads quoted cells holding the separator of a comma or tab file', () => {
    expect(parseCsv('a,b\r\n"1,5",2', ',')).toEqual({ ok: true, records: [{ line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['1,5', '2'] }] });
    expect(parseCsv('a\tb\r\n"x\ty"\t2', '\t')).toEqual({ ok: true, records: [{ line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['x\ty', '2'] }] });
  });
});

describe('writing cells', () => {
  it('quotes the separator, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Kyl; frys')).toBe('"Kyl; frys"');
    expect(csvCell('19" skärm')).toBe('"19"" skärm"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('vanlig')).toBe('vanlig');
    expect(csvLine(['a', 'b;c', ''])).toBe('a;"b;c";\r\n');
  });

  it.each(['=1+1', '+46', '-2', '@SUM(A1)', '\tflik', '\rretur'])('guards %j against running as a formula, and the import undoes it', (value) => {
    const written = csvCell(value);
    expect(written.replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    const parsed = parseCsv(`${written}\r\n`);
    expect(parsed.ok && unguardCell(parsed.records[0]!.cells[0]!)).toBe(value);
  });

  it('leaves an apostrophe that guards nothing alone', () => {
    expect(unguardCell("'s Hertogenbosch")).toBe("'s Hertogenbosch");
  });
});

describe('kronor with a decimal comma', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [129_900, '1299,00'],
    [1_234_550, '12345,50'],
    [null, ''],
  ])('%j is written %j', (ore, text) => {
    expect(formatCsvKronor(ore)).toBe(text);
  });

  it.each([
    ['1299', 129_900],
    ['1299,5', 129_950],
    ['1299,50', 129_950],
    ['1299.50', 129_950],
    ['1 299,50', 129_950],
    ['1\u00a0299,50', 129_950],
    ['12 345 678', 1_234_567_800],
    [' 99 kr ', 9_900],
    ['1 299:-', 129_900],
    ['1 299,00 SEK', 129_900],
    ['0', 0],
    ['21474836,47', 2_147_483_647],
  ])('%j reads as %i öre', (text, ore) => {
    expect(parseCsvKronor(text)).toBe(ore);
  });

  it.each(['', '-10', '1.234,50', '12,345', '1,2,3', 'abc', '1e3', '12 34', '21474836,48', '١٢'])('%j is not an amount', (text) => {
    expect(parseCsvKronor(text)).toBeNull();
  });
});
