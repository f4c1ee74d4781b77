import { describe, expect, it } from 'vitest';
import type { CsvIssue, CsvIssueCode } from '../../domain/csv-catalog';
import { svBackOffice } from '../../common/copy/sv-back-office';
import { csvIssueMessage } from './catalog-csv';

describe('csvIssueMessage', () => {
  it.each<[CsvIssue, string]>([
    [{ line: 0, field: null, code: 'encoding' }, 'Filen går inte att läsa som text. Spara den som "CSV UTF-8 (kommaavgränsad)" eller "CSV" i Excel.'],
    [{ line: 0, field: null, code: 'too_large', detail: 40 }, 'Filen är för stor (högst 40 MB).'],
    [{ line: 0, field: null, code: 'too_many_lines', detail: 200000 }, 'Filen har för många rader (högst 200000).'],
    [{ line: 1, field: null, code: 'unknown_column', value: 'Inköpspris' }, 'Okänd kolumn "Inköpspris".'],
    [{ line: 7, field: null, code: 'column_count', value: '4', detail: 5 }, 'Raden har 4 kolumner men rubrikraden har 5.'],
    [{ line: 9, field: 'sku', code: 'duplicate_sku', value: 'HB1', detail: 3 }, 'Artikelnumret HB1 finns redan på rad 3.'],
    [{ line: 4, field: 'sku', code: 'unknown_sku', value: 'HB9' }, 'Det finns ingen produkt med artikelnummer HB9. En fil utan kolumnen Namn ändrar bara befintliga produkter; nya produkter läggs in med produktfilen (Ladda ner produkter).'],
    [{ line: 2, field: null, code: 'wrong_separator', value: 'A,1', detail: '\t' }, 'Filen verkar vara separerad med tabb: "A,1" blev en enda kolumn. Använd samma avgränsare i hela filen.'],
    [{ line: 5, field: 'price', code: 'bad_money', value: '12.345,00' }, '"12.345,00" är inget giltigt belopp. Skriv kronor med decimalkomma, till exempel 1299,50.'],
    [{ line: 6, field: 'stock', code: 'negative_stock', value: '-4' }, 'Lagersaldot får inte vara negativt (-4).'],
    [{ line: 2, field: 'brand', code: 'unknown_brand', value: 'Okänt' }, 'Varumärket "Okänt" finns inte.'],
    [{ line: 2, field: 'category', code: 'unknown_category', value: '/finns/inte' }, 'Kategorin "/finns/inte" finns inte.'],
    [{ line: 3, field: 'url', code: 'url_taken', value: '/a/b', detail: 'HB2' }, 'Adressen /a/b används redan av artikelnummer HB2.'],
    [{ line: 3, field: 'url', code: 'url_taken', value: '/a', detail: '' }, 'Adressen /a används redan av en kategori.'],
    [{ line: 8, field: 'name', code: 'too_long', value: 'x', detail: 200 }, 'Texten är för lång (högst 200 tecken).'],
  ])('%j reads %j', (issue, message) => {
    expect(csvIssueMessage(issue)).toBe(message);
  });

  it('has a Swedish message for every problem a file can have', () => {
    for (const code of Object.keys(svBackOffice.catalogCsv.issues) as CsvIssueCode[]) {
      const message = csvIssueMessage({ line: 2, field: null, code, value: 'V', detail: 3 });
      expect(message.length, code).toBeGreaterThan(10);
      expect(message, code).not.toContain('undefined');
    }
  });
});
