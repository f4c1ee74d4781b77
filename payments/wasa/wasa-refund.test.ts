import { describe, expect, it } from 'vitest';
import { wasaRefundStep } from './wasa-refund';

describe('the Wasa refund step, read from the leasing order', () => {
  it('cancels a Wasa leasing order until it is shipped; a running contract is manual', () => {
    for (const status of ['initialized', 'pending', 'ready_to_ship']) expect(wasaRefundStep(status)).toEqual({ kind: 'cancel' });
    expect(wasaRefundStep('canceled')).toEqual({ kind: 'done' });
    expect(wasaRefundStep('shipped')).toEqual({ kind: 'manual', reason: 'leasing_active' });
    expect(wasaRefundStep('completed')).toEqual({ kind: 'manual', reason: 'leasing_active' });
  });
});
