import { describe, expect, it } from 'vitest';
import { offerNumber, validateOfferForm } from './offer-request';

describe('validateOfferForm', () => {
  it('accepts a name and an e-mail, trimmed, the rest optional', () => {
    expect(validateOfferForm({ name: ' Anna Berg ', email: 'anna@example.se' })).toEqual({
      ok: true,
      contact: { name: 'Anna Berg', companyName: '', email: 'anna@example.se', phone: '', message: '' },
    });
  });

  it('keeps a multi-line message, a company and a phone number with separators', () => {
    const result = validateOfferForm({ name: 'Anna', email: 'anna@example.se', company_name: 'Berg AB', phone: '+46 70-123 45 67', message: 'Hej!\nTio stycken.' });
    expect(result).toMatchObject({ ok: true, contact: { companyName: 'Berg AB', phone: '+46 70-123 45 67', message: 'Hej!\nTio stycken.' } });
  });

  it.each([
    [{ email: 'anna@example.se' }, { name: 'required' }],
    [{ name: 'Anna' }, { email: 'required' }],
    [{ name: 'Anna', email: 'anna@example' }, { email: 'invalid' }],
    [{ name: 'Anna', email: 'anna@example.se', phone: '12' }, { phone: 'invalid' }],
    [{ name: 'Anna', email: 'anna@example.se', phone: 'ring mig' }, { phone: 'invalid' }],
    [{ name: 'A'.repeat(101), email: 'anna@example.se' }, { name: 'too_long' }],
    [{ name: 'Anna', email: 'anna@example.se', message: 'x'.repeat(2001) }, { message: 'too_long' }],
    [{ name: 'Anna\u0000', email: 'anna@example.se' }, { name: 'invalid' }],
    [{ name: ['Anna'], email: 'anna@example.se' }, { name: 'invalid' }],
  ])('refuses %j with %j', (input, errors) => {
    expect(validateOfferForm(input)).toEqual({ ok: false, errors });
  });
});

describe('offerNumber', () => {
  it('pads the id to six digits after OF', () => {
    expect(offerNumber(12)).toBe('OF000012');
    expect(offerNumber(1_234_567)).toBe('OF1234567');
  });
});
