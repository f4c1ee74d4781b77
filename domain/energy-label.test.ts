import { describe, expect, it } from 'vitest';
import { contrast, DARK_TEXT, ENERGY_SCALES, energyLabelVersion, energyTagStyle } from './energy-label';

describe('energy tag colours', () => {
  it.each([
    ['A', '#00a651', true],
    ['B', '#50b848', true],
    ['C', '#bed630', true],
    ['D', '#fff200', true],
    ['E', '#fdb913', true],
    ['F', '#f37021', true],
    ['G', '#ed1c24', false],
  ])('version 2 class %s is %s', (cls, color, darkText) => {
    expect(energyTagStyle(cls, 2)).toMatchObject({ energyClass: cls, version: 2, color, darkText });
  });

  it.each([
    ['A+++', '#00a651', true],
    ['A++', '#50b848', true],
    ['A+', '#bed630', true],
    ['A', '#fff200', true],
    ['B', '#fdb913', true],
    ['C', '#f37021', true],
    ['D', '#ed1c24', false],
  ])('version 1 class %s is %s', (cls, color, darkText) => {
    expect(energyTagStyle(cls, 1)).toMatchObject({ energyClass: cls, version: 1, color, darkText });
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
