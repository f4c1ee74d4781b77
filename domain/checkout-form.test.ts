import { describe, expect, it } from 'vitest';
import { validateCheckoutForm, type CheckoutFormInput, type FieldError } from './checkout-form';
import type { CountryCode } from './postal-code';

const NOW = '2025-06-15T10:00:00Z';

const privateSe: CheckoutFormInput = {
  customer_type: 'private',
  user_firstname: ' Anna ',
  user_lastname: 'Svensson',
  user_email: 'anna.svensson@example.se',
  user_pnr: '900101-0017',
  user_address: 'Storgatan 1',
  user_co: '',
  user_mobile: '070-123 45 67',
  user_zipcode: '123 45',
  user_city: 'Stockholm',
  order_accept_terms: '1',
};

const companySe: CheckoutFormInput = {
  ...privateSe,
  customer_type: 'company',
  user_pnr: '556016-0680',
  user_company: 'Exempel AB',
};

const privateNo: CheckoutFormInput = {
  ...privateSe,
  user_pnr: undefined,
  user_mobile: '+47 912 34 567',
  user_zipcode: '0150',
  user_city: 'Oslo',
};

function errorsOf(input: CheckoutFormInput, country: CountryCode = 'SE'): Partial<Record<string, FieldError>> {
  const result = validateCheckoutForm(input, country, NOW);
  return result.ok ? {} : result.errors;
}

describe('validateCheckoutForm: accepted forms', () => {
  it('returns a trimmed, normalised private customer in Sweden', () => {
    expect(validateCheckoutForm(privateSe, 'SE', NOW)).toEqual({
      ok: true,
      customer: {
        customerType: 'private',
        firstName: 'Anna',
        lastName: 'Svensson',
        email: 'anna.svensson@example.se',
        identityNumber: '199001010017',
        address: 'Storgatan 1',
        co: '',
        mobile: '+46701234567',
        postalCode: '12345',
        city: 'Stockholm',
        company: null,
        acceptedTerms: true,
      },
    });
  });

  it('returns a company with its organisationsnummer and name', () => {
    const result = validateCheckoutForm(companySe, 'SE', NOW);
    expect(result.ok && result.customer).toMatchObject({
      customerType: 'company',
      identityNumber: '5560160680',
      company: 'Exempel AB',
    });
  });

  it("accepts a sole trader's personnummer for a company (enskild firma)", () => {
    const result = validateCheckoutForm({ ...companySe, user_pnr: '19900101-0017' }, 'SE', NOW);
    expect(result.ok && result.customer.identityNumber).toBe('199001010017');
  });

  it('ignores a company name left over from switching to private', () => {
    const result = validateCheckoutForm({ ...privateSe, user_company: 'x'.repeat(500) }, 'SE', NOW);
    expect(result.ok && result.customer.company).toBeNull();
  });

  it('keeps an optional C/O', () => {
    const result = validateCheckoutForm({ ...privateSe, user_co: ' Lindqvist ' }, 'SE', NOW);
    expect(result.ok && result.customer.co).toBe('Lindqvist');
  });

  it.each([
    ['NO', privateNo, { mobile: '+4791234567', postalCode: '0150' }],
    ['DK', { ...privateNo, user_zipcode: '2100', user_mobile: '0045 20 12 34 56' }, { mobile: '+4520123456', postalCode: '2100' }],
    ['FI', { ...privateNo, user_zipcode: '00100', user_mobile: '+358 40 123 4567' }, { mobile: '+358401234567', postalCode: '00100' }],
  ] as const)('asks no Swedish identity number in %s', (country, input, expected) => {
    const result = validateCheckoutForm(input, country, NOW);
    expect(result.ok && result.customer).toMatchObject({ ...expected, identityNumber: null });
  });

  it('ignores whatever is in user_pnr outside Sweden, even for companies', () => {
    const result = validateCheckoutForm({ ...companySe, ...privateNo, customer_type: 'company', user_pnr: 'nonsense' }, 'NO', NOW);
    expect(result.ok && result.customer).toMatchObject({ identityNumber: null, company: 'Exempel AB' });
  });

  it('takes a Swedish order without an identity number when the provider identified the buyer, and still checks one given', () => {
    const optional = { identityNumber: 'optional' } as const;
    const without = validateCheckoutForm({ ...privateSe, user_pnr: '' }, 'SE', NOW, optional);
    expect(without.ok && without.customer.identityNumber).toBeNull();
    expect(validateCheckoutForm({ ...privateSe, user_pnr: '' }, 'SE', NOW)).toMatchObject({ ok: false, errors: { user_pnr: 'required' } });
    expect(validateCheckoutForm({ ...privateSe, user_pnr: '900101-0018' }, 'SE', NOW, optional)).toMatchObject({ ok: false, errors: { user_pnr: 'invalid' } });
    const given = validateCheckoutForm(privateSe, 'SE', NOW, optional);
    expect(given.ok && given.customer.identityNumber).toBe('199001010017');
  });
});

describe('validateCheckoutForm: one field wrong', () => {
  it.each([
    // customer type
    ['customer_type missing', { customer_type: undefined }, 'customer_type', 'required'],
    ['customer_type Swedish label', { customer_type: 'privatperson' }, 'customer_type', 'invalid'],
    ['customer_type foretag', { customer_type: 'foretag' }, 'customer_type', 'invalid'],
    ['customer_type as an array', { customer_type: ['private', 'company'] }, 'customer_type', 'invalid'],
    // names and plain text
    ['first name missing', { user_firstname: undefined }, 'user_firstname', 'required'],
    ['first name only spaces', { user_firstname: '   ' }, 'user_firstname', 'required'],
    ['first name 101 characters', { user_firstname: 'a'.repeat(101) }, 'user_firstname', 'too_long'],
    ['first name with a line break', { user_firstname: 'An\nna' }, 'user_firstname', 'invalid'],
    ['first name with a NUL byte', { user_firstname: 'An\u0000na' }, 'user_firstname', 'invalid'],
    ['address with a lone surrogate', { user_address: 'Storgatan \ud800 1' }, 'user_address', 'invalid'],
    ['city with an escape sequence', { user_city: 'Sthlm\u001b[2J' }, 'user_city', 'invalid'],
    ['first name repeated (array)', { user_firstname: ['Anna', 'Bo'] }, 'user_firstname', 'invalid'],
    ['first name as a number', { user_firstname: 42 }, 'user_firstname', 'invalid'],
    ['last name empty', { user_lastname: '' }, 'user_lastname', 'required'],
    ['address missing', { user_address: undefined }, 'user_address', 'required'],
    ['address 201 characters', { user_address: 'a'.repeat(201) }, 'user_address', 'too_long'],
    ['C/O 101 characters', { user_co: 'a'.repeat(101) }, 'user_co', 'too_long'],
    ['city missing', { user_city: null }, 'user_city', 'required'],
    ['city 101 characters', { user_city: 'Å'.repeat(101) }, 'user_city', 'too_long'],
    // e-mail
    ['e-mail missing', { user_email: '' }, 'user_email', 'required'],
    ['e-mail without @', { user_email: 'anna.example.se' }, 'user_email', 'invalid'],
    ['e-mail without a dot in the domain', { user_email: 'anna@localhost' }, 'user_email', 'invalid'],
    ['e-mail with a space', { user_email: 'anna svensson@example.se' }, 'user_email', 'invalid'],
    ['e-mail with two @', { user_email: 'anna@@example.se' }, 'user_email', 'invalid'],
    ['e-mail with a doubled dot', { user_email: 'anna..s@example.se' }, 'user_email', 'invalid'],
    ['e-mail with a numeric top-level domain', { user_email: 'anna@example.123' }, 'user_email', 'invalid'],
    ['e-mail local part over 64', { user_email: `${'a'.repeat(65)}@example.se` }, 'user_email', 'invalid'],
    ['e-mail over 254', { user_email: `a@${'b'.repeat(250)}.se` }, 'user_email', 'too_long'],
    // mobile (Sweden)
    ['mobile missing', { user_mobile: undefined }, 'user_mobile', 'required'],
    ['landline', { user_mobile: '08-123 456 78' }, 'user_mobile', 'invalid'],
    ['telematics series 071', { user_mobile: '071-123 45 67' }, 'user_mobile', 'invalid'],
    ['mobile one digit short', { user_mobile: '070-123 45 6' }, 'user_mobile', 'invalid'],
    ['mobile one digit long', { user_mobile: '070-123 45 678' }, 'user_mobile', 'invalid'],
    ['Norwegian mobile in Sweden', { user_mobile: '+47 912 34 567' }, 'user_mobile', 'invalid'],
    ['mobile with letters', { user_mobile: '070-CALL-ME' }, 'user_mobile', 'invalid'],
    // postal code
    ['postal code missing', { user_zipcode: '' }, 'user_zipcode', 'required'],
    ['postal code four digits', { user_zipcode: '1234' }, 'user_zipcode', 'invalid'],
    ['postal code with a dash', { user_zipcode: '123-45' }, 'user_zipcode', 'invalid'],
    // identity number (private, Sweden)
    ['personnummer missing', { user_pnr: '' }, 'user_pnr', 'required'],
    ['personnummer wrong check digit', { user_pnr: '900101-0018' }, 'user_pnr', 'invalid'],
    ['organisationsnummer for a private person', { user_pnr: '556016-0680' }, 'user_pnr', 'invalid'],
    ['personnummer 101 characters', { user_pnr: '9'.repeat(101) }, 'user_pnr', 'too_long'],
    // terms
    ['terms not ticked', { order_accept_terms: undefined }, 'order_accept_terms', 'required'],
    ['terms 0', { order_accept_terms: '0' }, 'order_accept_terms', 'required'],
    ['terms on (a checkbox without our value)', { order_accept_terms: 'on' }, 'order_accept_terms', 'invalid'],
    ['terms as an array', { order_accept_terms: ['0', '1'] }, 'order_accept_terms', 'invalid'],
  ] as const)('%s', (_name, change, field, error) => {
    expect(errorsOf({ ...privateSe, ...change })).toEqual({ [field]: error });
  });

  it.each([
    ['company name missing', { user_company: undefined }, 'user_company', 'required'],
    ['company name 101 characters', { user_company: 'a'.repeat(101) }, 'user_company', 'too_long'],
    ['organisationsnummer missing', { user_pnr: undefined }, 'user_pnr', 'required'],
    ['organisationsnummer wrong check digit', { user_pnr: '556016-0681' }, 'user_pnr', 'invalid'],
  ] as const)('company: %s', (_name, change, field, error) => {
    expect(errorsOf({ ...companySe, ...change })).toEqual({ [field]: error });
  });

  it.each([
    ['NO', { user_zipcode: '12345' }, 'user_zipcode', 'invalid'],
    ['FI', { user_zipcode: '0150' }, 'user_zipcode', 'invalid'],
    ['NO', { user_mobile: '+47 12' }, 'user_mobile', 'invalid'], // under 6 digits
    ['NO', { user_mobile: '+47 1234 5678 9012 34' }, 'user_mobile', 'invalid'], // 16 digits, over E.164's 15
    ['NO', { user_mobile: '+0 123 456 789' }, 'user_mobile', 'invalid'], // no calling code starts with 0
    ['NO', { customer_type: 'company' }, 'user_company', 'required'],
  ] as const)('%s: %j', (country, change, field, error) => {
    expect(errorsOf({ ...privateNo, ...change }, country)).toEqual({ [field]: error });
  });
});

describe('validateCheckoutForm: mobile numbers', () => {
  it.each([
    ['SE', '0701234567', '+46701234567'],
    ['SE', '070-123 45 67', '+46701234567'],
    ['SE', '+46 70 123 45 67', '+46701234567'],
    ['SE', '+46-70-1234567', '+46701234567'],
    ['SE', '0046 70 123 45 67', '+46701234567'],
    ['SE', '+46 070 123 45 67', '+46701234567'], // trunk 0 written after the country code
    ['SE', '072-123 45 67', '+46721234567'],
    ['SE', '073 123 45 67', '+46731234567'],
    ['SE', '076\u2013123 45 67', '+46761234567'],
    ['SE', '079-123 45 67', '+46791234567'],
    ['NO', '+47 912 34 567', '+4791234567'],
    ['NO', '912 34 567', '+4791234567'], // written nationally: Norway's code added
    ['NO', '+47 1234 5678 9012 3', '+471234567890123'], // 15 digits, E.164's longest
    ['NO', '+47 1234', '+471234'], // 6 digits, the shortest accepted
    ['NO', '+46 70 123 45 67', '+46701234567'], // a Swedish number is fine abroad
    ['DK', '20 12 34 56', '+4520123456'],
    ['FI', '040 123 4567', '+358401234567'], // Finland's trunk 0 dropped
    ['FI', '00358 40 123 4567', '+358401234567'],
  ] as const)('%s: %j -> %s', (country, mobile, e164) => {
    const base = country === 'SE' ? privateSe : privateNo;
    const zip = { SE: '12345', NO: '0150', DK: '2100', FI: '00100' }[country];
    const result = validateCheckoutForm({ ...base, user_mobile: mobile, user_zipcode: zip }, country, NOW);
    expect(result.ok && result.customer.mobile).toBe(e164);
  });
});

describe('validateCheckoutForm: everything at once', () => {
  /** What every empty form in Sweden lacks, private or company. */
  const requiredOfEveryone = {
    user_firstname: 'required',
    user_lastname: 'required',
    user_email: 'required',
    user_pnr: 'required',
    user_address: 'required',
    user_mobile: 'required',
    user_zipcode: 'required',
    user_city: 'required',
    order_accept_terms: 'required',
  };

  it('reports every missing field of an empty private form in Sweden', () => {
    expect(errorsOf({})).toEqual({ customer_type: 'required', ...requiredOfEveryone });
  });

  it('reports every missing field of an empty company form in Sweden', () => {
    expect(errorsOf({ customer_type: 'company' })).toEqual({ ...requiredOfEveryone, user_company: 'required' });
  });

  it('asks neither identity number nor company name of a private shopper in Denmark', () => {
    expect(Object.keys(errorsOf({ customer_type: 'private' }, 'DK'))).not.toContain('user_pnr');
    expect(Object.keys(errorsOf({ customer_type: 'private' }, 'DK'))).not.toContain('user_company');
  });

  it('still checks the other fields when the customer type is wrong', () => {
    expect(errorsOf({ ...companySe, customer_type: 'other', user_pnr: '556016-0681', user_email: 'x' })).toEqual({
      customer_type: 'invalid',
      user_pnr: 'invalid',
      user_email: 'invalid',
    });
    // while the type is unknown, either kind of Swedish number is acceptable
    expect(errorsOf({ ...companySe, customer_type: 'other' })).toEqual({ customer_type: 'invalid' });
    expect(errorsOf({ ...privateSe, customer_type: 'other' })).toEqual({ customer_type: 'invalid' });
  });
});
