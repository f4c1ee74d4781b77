import { describe, expect, it } from 'vitest';
import { looserQueries, measureRange, parseMeasures, parseSearchQuery } from './search-query';

const measures = (text: string) => parseMeasures(text).measures.map((m) => [m.value, m.kind, m.base]);
const words = (text: string) => parseMeasures(text).words.map((w) => w.term);

describe('parseMeasures', () => {
  it.each([
    ['65 tum tv', [[65, 'tum', 65]], ['tv']],
    ['tv 65 tum', [[65, 'tum', 65]], ['tv']],
    ['65" tv', [[65, 'tum', 65]], ['tv']],
    ['65 ” tv', [[65, 'tum', 65]], ['tv']],
    ['tv 65tum', [[65, 'tum', 65]], ['tv']],
    ['65 inch TV', [[65, 'tum', 65]], ['tv']],
    ['tv 65', [[65, null, 65]], ['tv']],
    ['Tvättmaskin 8 kg 1400 varv', [[8, 'mass', 8000], [1400, 'speed', 1400]], ['tvattmaskin']],
    ['kyl 60 cm', [[60, 'length', 600]], ['kyl']],
    ['1,5 l vattenkokare', [[1.5, 'volume', 1.5]], ['vattenkokare']],
    ['dammsugare 2000W', [[2000, 'power', 2000]], ['dammsugare']],
    ['4K tv qn65', [], ['4k', 'tv', 'qn65']],
    ['Samsung 65" QLED-TV Q80D', [[65, 'tum', 65]], ['samsung', 'qled', 'tv', 'q80d']],
  ])('%s', (text, expectedMeasures, expectedWords) => {
    expect(measures(text)).toEqual(expectedMeasures);
    expect(words(text)).toEqual(expectedWords);
  });

  it('knows whether the shopper may still be typing the last word', () => {
    expect(parseMeasures('65 tum tv').endsInWord).toBe(true);
    expect(parseMeasures('tv 65').endsInWord).toBe(false);
    expect(parseMeasures('tv 65"').endsInWord).toBe(false);
  });

  it('keeps eight words and measures at most, repeated words once', () => {
    const parsed = parseSearchQuery('a b a c d e f g h i 65 tum');
    expect(parsed.words.map((w) => w.term)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(parsed.measures).toEqual([]);
  });
});

describe('measureRange', () => {
  it('takes what rounds to the number as written, in the base unit of its kind', () => {
    expect(measureRange(parseMeasures('65 tum').measures[0]!)).toEqual([64.5, 65.5]);
    expect(measureRange(parseMeasures('60 cm').measures[0]!)).toEqual([595, 605]);
    const [low, high] = measureRange(parseMeasures('1,5 kg').measures[0]!);
    expect(low).toBeCloseTo(1450);
    expect(high).toBeCloseTo(1550);
  });
});

describe('looserQueries', () => {
  it('drops the units, then the numbers, then the least telling words', () => {
    expect(looserQueries(parseSearchQuery('66 tum tv'), [70])).toEqual(['tv 66', 'tv']);
    expect(looserQueries(parseSearchQuery('tv 66'), [70])).toEqual(['tv']);
    expect(looserQueries(parseSearchQuery('samsung qzx tv'), [20, 0, 70])).toEqual(['samsung tv', 'tv']);
    expect(looserQueries(parseSearchQuery('bosch miele'), [30, 30])).toEqual(['bosch']);
  });

  it('offers nothing when nothing can be dropped', () => {
    expect(looserQueries(parseSearchQuery('tv'), [0])).toEqual([]);
    expect(looserQueries(parseSearchQuery('65'), [])).toEqual([]);
  });
});
