import { describe, expect, it } from 'vitest';
import { WASA_ORDER_ID_KEY, wasaOrderIdOf } from './wasa-completion';

const id = '9c722707-123a-44e7-9eba-93e3a372d57e';

describe("Wasa Kredit's completion result", () => {
  it('gives the order id entry among the order references', () => {
    expect(wasaOrderIdOf([{ key: 'partner_checkout_id', value: 'abc' }, { key: WASA_ORDER_ID_KEY, value: id }])).toBe(id);
  });

  it.each([
    ['no result', undefined],
    ['an empty result', []],
    ['only our own references', [{ key: 'partner_checkout_id', value: 'abc' }]],
    ['an entry without a value', [{ key: WASA_ORDER_ID_KEY }]],
    ['a value that is no Wasa order id', [{ key: WASA_ORDER_ID_KEY, value: '../../admin' }]],
    ['a value of the wrong type', [{ key: WASA_ORDER_ID_KEY, value: 42 }]],
    ['something else entirely', 'order'],
    ['null entries', [null, 7]],
  ])('is invalid with %s', (_name, result) => {
    expect(wasaOrderIdOf(result)).toBeNull();
  });
});
