import { describe, expect, it } from 'vitest';
import { contrast, DARK_TEXT, ENERGY_SCALES, energyLabelVersion, energyTagStyle } from './energy-label';

describe('energy tag colours', () => {
  // The seven colours, dark green to red, the same on both scales; only the red one takes white text.
  const colours = ['#00a651', '#50b848', '#bed630', '#fff200', '#fdb913', '#f37021', '#ed1c24'];
  it.each([
    ...['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((cls, i) => [2, cls, colours[i]!, i < 6] as const),
    ...['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D'].map((cls, i) => [1, cls, colours[i]!, i < 6] as const),
  ])('version %s class %s is %s', (version, cls, color, darkText) => {
    expect(energyTagStyle(cls, version)).toMatchObject({ energyClass: cls, version, color, darkText });
  });

  it('gives the same letter different colours on the two scales', () => {
    expect(energyTagStyle('A', 1)?.color).not.toBe(energyTagStyle('A', 2)?.color);
    expect(energyTagStyle('D', 1)?.rank).toBe(6);
    expect(energyTagStyle('D', 2)?.rank).toBe(3);
  });

  it('accepts lower case and surrounding spaces', () => {
    expect(energyTagStyle(' a++ ', 1)?.energyClass).toBe('A++');
  });

  it.each([
    ['A+', 2],
    ['E', 1],
    ['G', 1],
    ['', 2],
    ['H', 2],
  ])('knows no class %s on version %i', (cls, version) => {
    expect(energyTagStyle(cls, version)).toBeNull();
  });

  it('reads an unknown or missing version as the current label', () => {
    expect(energyLabelVersion(null)).toBe(2);
    expect(energyLabelVersion(3)).toBe(2);
    expect(energyLabelVersion(1)).toBe(1);
    expect(energyTagStyle('B', null)?.version).toBe(2);
  });
});

describe('energy tag letter contrast', () => {
  it.each([1, 2] as const)('reaches the 3:1 of large bold text on every class of version %i', (version) => {
    for (const cls of ENERGY_SCALES[version]) {
      const style = energyTagStyle(cls, version)!;
      expect(contrast(style.color, style.darkText ? DARK_TEXT : '#ffffff')).toBeGreaterThanOrEqual(3);
    }
  });

  it('computes the WCAG ratio', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });
});
