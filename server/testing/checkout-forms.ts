/** The order form as a private person and as a company fill it in (valid test identities, a Göteborg address). */
export const PRIVATE_FORM = {
  customer_type: 'private',
  user_firstname: 'Anna',
  user_lastname: 'Svensson',
  user_email: 'anna.svensson@example.se',
  user_pnr: '19900101-0017',
  user_address: 'Storgatan 1',
  user_co: '',
  user_mobile: '070-123 45 67',
  user_zipcode: '411 22',
  user_city: 'Göteborg',
  order_accept_terms: '1',
};

export const COMPANY_FORM = { ...PRIVATE_FORM, customer_type: 'company', user_pnr: '556016-0680', user_company: 'Exempel AB' };
