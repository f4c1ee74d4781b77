import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  emailError, FAILED_LOGIN_LIMIT, guestOrdersVisible, identityNumberForDisplay, loginRefused, mobileError, nameError, normaliseEmail,
  passwordError, tokenUsable, validateAddress, type AccountFieldError, type AddressInput, type TokenPurpose, type ValidAddress,
} from '../../domain/account';
import { formatPostalCode } from '../../domain/postal-code';
import { orderSummary } from '../../domain/order-summary';
import { oreToKronor } from '../../domain/money';
import { svAccount } from '../../common/copy/sv-account';
import { createAccountRepository, type AddressFields, type NewCustomer } from '../../db/repositories/account-repository';
import { createRateLimitRepository } from '../../db/repositories/rate-limit-repository';
import { createOrderRepository, toOrder } from '../../db/repositories/order-repository';
import type { CustomerAddressRow, CustomerRow, Database, OrderRow } from '../../db/schema';
import { confirmationUrl } from '../checkout/checkout-service';
import { createLoginLock } from './login-lock';
import { createAccountLinks, sha256 } from './account-links';
import { hashPassword, verifyPassword } from '../../db/passwords';

const ORDERS_SHOWN = 100;

export type FieldErrors = Record<string, string>;
export type Refusal = { ok: false; message: string; errors: FieldErrors };

export interface RegisterInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  customer_type: string;
  company: string;
  mobile: string;
  newsletter: boolean;
  address?: AddressInput | null;
}

export interface AccountServiceOptions {
  secret: string;
  now?: () => Date;
  /** Called after mail was queued (the outbox worker sends it). */
  mailQueued?: () => void;
  /** The origin of the links in its mails: from configuration only, never from a request (decision 036). */
  linkOrigin: string;
  log?: (message: string) => void;
}

const e = svAccount.errors;

function fieldMessage(field: string, error: AccountFieldError): string {
  if (field === 'email') return e.email[error];
  if (field === 'password') return e.password[error];
  if (field === 'postal_code') return e.postalCode;
  if (field === 'mobile') return e.mobile;
  return error === 'too_long' ? e.tooLong : error === 'required' ? e.required : e.invalid;
}

function refusal(errors: Partial<Record<string, AccountFieldError>>): Refusal {
  const messages: FieldErrors = {};
  for (const [field, error] of Object.entries(errors)) if (error) messages[field] = fieldMessage(field, error);
  return { ok: false, message: e.form, errors: messages };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** What Mina sidor and the checkout see of a customer: never the password hash. */
export type CustomerProfile = Omit<NewCustomer, 'password_hash' | 'email_verified_at'> & { id: number; email_verified: boolean };

export interface AddressView extends ValidAddress {
  id: number;
  is_default: boolean;
  summary: string;
}

export interface OrderSummary {
  order_number: string;
  created_at: string;
  status: OrderRow['status'];
  status_text: string;
  /** Kronor incl. VAT. */
  total: number;
  to_pay: number;
  confirmation_url: string;
}

function profileOf(row: CustomerRow): CustomerProfile {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    customer_type: row.customer_type,
    company: row.company,
    mobile: row.mobile,
    newsletter: row.newsletter === 1,
    is_member: row.is_member === 1,
    email_verified: row.email_verified_at !== null,
  };
}

function addressOf(row: CustomerAddressRow): AddressView {
  const postal = formatPostalCode(row.postal_code, 'SE');
  return {
    id: row.id, first_name: row.first_name, last_name: row.last_name, company: row.company, address: row.address, co: row.co,
    postal_code: postal, city: row.city, mobile: row.mobile, is_default: row.is_default === 1,
    summary: `${row.address}, ${postal} ${row.city}`,
  };
}

function summaryOf(order: OrderRow): OrderSummary {
  return {
    order_number: order.order_number ?? '',
    created_at: order.created_at,
    status: order.status,
    status_text: svAccount.orderStatus[order.status],
    total: oreToKronor(order.total_incl_vat_ore),
    to_pay: oreToKronor(order.to_pay_ore),
    confirmation_url: confirmationUrl(order),
  };
}

/**
 * Customer accounts and the customer club (issue 15): registration, login with argon2id (an unknown e-mail costs
 * the same hash as a wrong password, so both answer alike in the same time), failed logins counted per client
 * address and per account in the abuse-limit counters (shared by every process), single-use mailed links (at most
 * a few of a kind to one recipient an hour, their origin from configuration), the profile, addresses
 * and the orders of Mina sidor. Every read and write of an address or an order is scoped to the customer asking.
 */
export function createAccountService(db: Kysely<Database>, options: AccountServiceOptions) {
  const repo = createAccountRepository(db);
  const counters = createRateLimitRepository(db);
  const now = options.now ?? (() => new Date());
  const keySecret = crypto.createHmac('sha256', options.secret).update('failed-logins').digest();
  const addressKey = (ip: string) => `login_failed:address:${crypto.createHmac('sha256', keySecret).update(ip).digest('base64url').slice(0, 32)}`;
  const accountLock = createLoginLock(db, { secret: options.secret, scope: 'customer', now: options.now });
  const { sendLink, mailOwner } = createAccountLinks({ ...options, repo, counters, now });

  async function failedLogins(key: string): Promise<number> {
    return (await counters.current(key, now()))?.hits ?? 0;
  }

  /** The stored link behind a token, when it can still be used for this purpose. */
  async function usableToken(token: string, purpose: TokenPurpose) {
    if (!TOKEN_SHAPE.test(token)) return null;
    const row = await repo.findToken(sha256(token));
    return row && tokenUsable(row, purpose, now().toISOString()) ? row : null;
  }

  function validatePassword(password: string): Refusal | null {
    const error = passwordError(password);
    return error ? refusal({ password: error }) : null;
  }

  async function customerFor(customerId: number) {
    const row = await repo.byId(customerId);
    return row ? { id: row.id, email: row.email, includeGuestOrders: guestOrdersVisible(row) } : null;
  }

  function addressFields(input: AddressInput): { ok: true; fields: AddressFields } | Refusal {
    const result = validateAddress(input);
    return result.ok ? { ok: true, fields: result.address } : refusal(result.errors);
  }

  return {
    passwordHash: hashPassword,

    /**
     * Creates an account and mails its verification link; for an address that has an account, its owner gets a
     * mail instead. Both answer alike (null: no account was created), so registering tells nobody who is a customer.
     */
    async register(input: RegisterInput): Promise<{ ok: true; customerId: number | null } | Refusal> {
      const errors: Partial<Record<string, AccountFieldError>> = {};
      const emailProblem = emailError(input.email);
      if (emailProblem) errors.email = emailProblem;
      const passwordProblem = passwordError(input.password);
      if (passwordProblem) errors.password = passwordProblem;
      for (const field of ['first_name', 'last_name'] as const) {
        const error = nameError(input[field]);
        if (error) errors[field] = error;
      }
      const type = input.customer_type === 'company' ? 'company' : input.customer_type === 'private' || input.customer_type === '' ? 'private' : null;
      const companyProblem = type === 'company' ? nameError(input.company) : nameError(input.company, false);
      if (companyProblem) errors.company = companyProblem;
      const mobileProblem = mobileError(input.mobile);
      if (mobileProblem) errors.mobile = mobileProblem;
      let address: AddressFields | null = null;
      // The address is optional: given when any of its own fields is (the names default to the customer's).
      const given = !!input.address && [input.address.address, input.address.co, input.address.postal_code, input.address.city].some((v) => (v ?? '').trim() !== '');
      if (given) {
        const result = addressFields({ ...input.address!, first_name: input.address!.first_name || input.first_name, last_name: input.address!.last_name || input.last_name, mobile: input.mobile, company: type === 'company' ? input.company : '' });
        if (result.ok) address = result.fields;
        else Object.assign(errors, Object.fromEntries(Object.keys(result.errors).map((k) => [k, 'invalid' as const])));
      }
      if (Object.keys(errors).length > 0 || type === null) {
        const refused = refusal(errors);
        if (type === null) refused.errors.customer_type = e.customerType;
        // Messages of the address block keep their own wording.
        if (given && !address) {
          const result = addressFields({ ...input.address! });
          if (!result.ok) Object.assign(refused.errors, result.errors);
        }
        return refused;
      }
      const email = normaliseEmail(input.email)!;
      const nowIso = now().toISOString();
      const id = await repo.insertCustomer(
        {
          email, password_hash: await hashPassword(input.password), first_name: input.first_name.trim(), last_name: input.last_name.trim(),
          customer_type: type, company: type === 'company' ? input.company.trim() : '', mobile: input.mobile.trim(), newsletter: input.newsletter,
          is_member: true, email_verified_at: null,
        },
        address,
        nowIso,
      );
      if (id === null) {
        await mailOwner(email);
        return { ok: true, customerId: null };
      }
      const customer = (await repo.byId(id))!;
      await sendLink('verify_email', email, customer, '/konto/verifiera');
      return { ok: true, customerId: id };
    },

    /**
     * Checks an e-mail and password. Unknown e-mail, a customer without a password and a wrong password answer
     * alike after the same argon2 work; the 11th failure within a minute from one client address (IPv6 by its /64,
     * normalised by the caller) is refused before any, and so is an e-mail address locked after failures from any
     * addresses (decision 036), known or not.
     */
    async authenticate(emailInput: string, password: string, clientAddress: string): Promise<{ ok: true; customer: CustomerProfile } | { ok: false; reason: 'invalid' | 'limited'; message: string }> {
      const key = addressKey(clientAddress);
      if (loginRefused((await failedLogins(key)) + 1)) return { ok: false, reason: 'limited', message: svAccount.tooManyLogins };
      const email = normaliseEmail(emailInput);
      const waitMs = email === null ? 0 : await accountLock.waitMs(email);
      if (waitMs > 0) return { ok: false, reason: 'limited', message: svAccount.accountLocked(Math.ceil(waitMs / 60_000)) };
      const customer = email === null || [...password].length > 1024 ? undefined : await repo.byEmail(email);
      const stored = customer?.password_hash ?? null;
      const valid = await verifyPassword(stored, password);
      if (valid && customer) {
        await accountLock.succeeded(customer.email);
        return { ok: true, customer: profileOf(customer) };
      }
      await counters.hit([{ key, windowMs: FAILED_LOGIN_LIMIT.windowMs }], now());
      if (email !== null) await accountLock.failed(email);
      return { ok: false, reason: 'invalid', message: svAccount.wrongCredentials };
    },

    async profile(customerId: number): Promise<CustomerProfile | null> {
      const row = await repo.byId(customerId);
      return row ? profileOf(row) : null;
    },

    async updateProfile(customerId: number, input: { first_name: string; last_name: string; company: string; mobile: string }): Promise<{ ok: true } | Refusal> {
      const customer = await repo.byId(customerId);
      if (!customer) return { ok: false, message: e.notLoggedIn, errors: {} };
      const errors: Partial<Record<string, AccountFieldError>> = {};
      for (const field of ['first_name', 'last_name'] as const) {
        const error = nameError(input[field]);
        if (error) errors[field] = error;
      }
      const companyProblem = customer.customer_type === 'company' ? nameError(input.company) : nameError(input.company, false);
      if (companyProblem) errors.company = companyProblem;
      const mobileProblem = mobileError(input.mobile);
      if (mobileProblem) errors.mobile = mobileProblem;
      if (Object.keys(errors).length > 0) return refusal(errors);
      await repo.updateCustomer(customerId, { first_name: input.first_name.trim(), last_name: input.last_name.trim(), company: input.company.trim(), mobile: input.mobile.trim() }, now().toISOString());
      return { ok: true };
    },

    async setNewsletter(customerId: number, subscribe: boolean): Promise<void> {
      await repo.updateCustomer(customerId, { newsletter: subscribe ? 1 : 0 }, now().toISOString());
    },

    async addresses(customerId: number): Promise<AddressView[]> {
      return (await repo.addresses(customerId)).map(addressOf);
    },

    async addAddress(customerId: number, input: AddressInput, makeDefault: boolean): Promise<{ ok: true; id: number } | Refusal> {
      const result = addressFields(input);
      if (!result.ok) return result;
      return { ok: true, id: await repo.insertAddress(customerId, result.fields, makeDefault, now().toISOString()) };
    },

    /** Null: no such address of this customer (another customer's id answers exactly like a missing one). */
    async updateAddress(customerId: number, addressId: number, input: AddressInput, makeDefault: boolean): Promise<{ ok: true } | Refusal | null> {
      const result = addressFields(input);
      if (!result.ok) return result;
      return (await repo.updateAddress(customerId, addressId, result.fields, makeDefault)) ? { ok: true } : null;
    },

    async deleteAddress(customerId: number, addressId: number): Promise<boolean> {
      return repo.deleteAddress(customerId, addressId);
    },

    async orders(customerId: number): Promise<OrderSummary[]> {
      const customer = await customerFor(customerId);
      return customer ? (await repo.orders(customer, ORDERS_SHOWN)).map(summaryOf) : [];
    },

    /** One order of the customer's with its lines, the identity number masked; null when it is not theirs. */
    async order(customerId: number, orderNumber: string) {
      const customer = await customerFor(customerId);
      if (!customer || !/^[A-Za-z0-9-]{1,40}$/.test(orderNumber)) return null;
      const found = await repo.order(customer, orderNumber);
      if (!found) return null;
      const order = toOrder(found.order);
      return {
        ...summaryOf(found.order),
        email: order.email,
        identity_number: identityNumberForDisplay(order.identity_number),
        // As the confirmation page showed it: the one summary, read from what the order stored.
        summary: orderSummary(order, found.lines, await createOrderRepository(db).lineImages(found.lines)),
      };
    },

    /** Always answers alike; a customer with the address gets a link valid one hour. */
    async requestPasswordReset(emailInput: string): Promise<{ ok: true } | Refusal> {
      const problem = emailError(emailInput);
      if (problem) return refusal({ email: problem });
      const email = normaliseEmail(emailInput)!;
      const customer = await repo.byEmail(email);
      if (customer) await sendLink('password_reset', email, customer, '/konto/aterstall-losenord');
      return { ok: true };
    },

    async resetTokenValid(token: string): Promise<boolean> {
      return (await usableToken(token, 'password_reset')) !== null;
    },

    /** Sets a new password with a reset link, once; opening our mailed link also proves the e-mail address. */
    async resetPassword(token: string, password: string): Promise<{ ok: true; customerId: number } | Refusal> {
      const row = await usableToken(token, 'password_reset');
      if (!row || row.customer_id === null) return { ok: false, message: e.linkInvalid, errors: {} };
      const refused = validatePassword(password);
      if (refused) return refused;
      const hashed = await hashPassword(password);
      const nowIso = now().toISOString();
      if (!(await repo.useToken(row.token_hash, nowIso))) return { ok: false, message: e.linkInvalid, errors: {} };
      const customer = await repo.byId(row.customer_id);
      if (!customer) return { ok: false, message: e.linkInvalid, errors: {} };
      await repo.updateCustomer(customer.id, { password_hash: hashed, email_verified_at: customer.email_verified_at ?? nowIso }, nowIso);
      await repo.retireTokens(row.email, 'password_reset', nowIso);
      return { ok: true, customerId: customer.id };
    },

    async resendVerification(customerId: number): Promise<void> {
      const customer = await repo.byId(customerId);
      if (customer && customer.email_verified_at === null) await sendLink('verify_email', customer.email, customer, '/konto/verifiera');
    },

    /** Whether a verification link can still be used: its page shows the confirm button only then. */
    async verifyTokenValid(token: string): Promise<boolean> {
      const row = await usableToken(token, 'verify_email');
      return row !== null && row.customer_id !== null;
    },

    /** Verifies the e-mail of the link's customer (on the page's POST, never on opening the link); false for a bad, used or expired link. */
    async verifyEmail(token: string): Promise<boolean> {
      const row = await usableToken(token, 'verify_email');
      if (!row || row.customer_id === null) return false;
      const nowIso = now().toISOString();
      if (!(await repo.useToken(row.token_hash, nowIso))) return false;
      const customer = await repo.byId(row.customer_id);
      if (!customer || customer.email !== row.email) return false;
      if (customer.email_verified_at === null) await repo.updateCustomer(customer.id, { email_verified_at: nowIso }, nowIso);
      return true;
    },

    /**
     * /kundklubb/existerande-kund: a customer who ordered before (or has an account) gets a link to become a
     * member; the answer is the same whether or not the address is known.
     */
    async requestClaim(emailInput: string): Promise<{ ok: true } | Refusal> {
      const problem = emailError(emailInput);
      if (problem) return refusal({ email: problem });
      const email = normaliseEmail(emailInput)!;
      const customer = (await repo.byEmail(email)) ?? null;
      if (customer || (await repo.hasOrdersWithEmail(email))) await sendLink('claim', email, customer, '/kundklubb/existerande-kund');
      return { ok: true };
    },

    /** The e-mail a claim link is for (the page greets with it), or null when the link cannot be used. */
    async claimEmail(token: string): Promise<string | null> {
      return (await usableToken(token, 'claim'))?.email ?? null;
    },

    /** Completes a claim: the customer (created when only orders knew the e-mail) gets the password, membership and a verified e-mail. */
    async claim(token: string, input: { password: string; first_name: string; last_name: string }): Promise<{ ok: true; customerId: number; customerType: 'private' | 'company' } | Refusal> {
      const row = await usableToken(token, 'claim');
      if (!row) return { ok: false, message: e.linkInvalid, errors: {} };
      const existing = await repo.byEmail(row.email);
      const errors: Partial<Record<string, AccountFieldError>> = {};
      const passwordProblem = passwordError(input.password);
      if (passwordProblem) errors.password = passwordProblem;
      if (!existing) {
        for (const field of ['first_name', 'last_name'] as const) {
          const error = nameError(input[field]);
          if (error) errors[field] = error;
        }
      }
      if (Object.keys(errors).length > 0) return refusal(errors);
      const hashed = await hashPassword(input.password);
      const nowIso = now().toISOString();
      if (!(await repo.useToken(row.token_hash, nowIso))) return { ok: false, message: e.linkInvalid, errors: {} };
      if (existing) {
        await repo.updateCustomer(existing.id, { password_hash: hashed, is_member: 1, email_verified_at: existing.email_verified_at ?? nowIso }, nowIso);
        return { ok: true, customerId: existing.id, customerType: existing.customer_type };
      }
      const id = await repo.insertCustomer(
        { email: row.email, password_hash: hashed, first_name: input.first_name.trim(), last_name: input.last_name.trim(), customer_type: 'private', company: '', mobile: '', newsletter: false, is_member: true, email_verified_at: nowIso },
        null,
        nowIso,
      );
      if (id === null) return { ok: false, message: e.linkInvalid, errors: {} };
      return { ok: true, customerId: id, customerType: 'private' };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
