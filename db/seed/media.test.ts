import { describe, expect, it } from 'vitest';
import { productSheetPath, productSheetPdf, simplePdf } from './media';

describe('demo product information sheets', () => {
  it('names one sheet per kind and energy class', () => {
    expect(productSheetPath('kylfrys', 'C')).toBe('energy/produktblad-kylfrys-c.pdf');
  });

  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = simplePdf('Rubrik', ['rad ett']);
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    const length = Number(/\/Length (\d+)/.exec(pdf)![1]);
    const stream = /stream\n([\s\S]*?)\nendstream/.exec(pdf)![1]!;
    expect(stream.length).toBe(length);
  });

  it('keeps the file ASCII, writing Swedish letters as WinAnsi octal escapes', () => {
    const pdf = productSheetPdf('kyl/frys', 'B');
    expect([...pdf].every((ch) => ch.charCodeAt(0) < 128)).toBe(true);
    expect(pdf).toContain('(Energiklass B p\\345 skalan A till G)');
    expect(pdf).toContain('(Kyl/frys)');
  });
});
