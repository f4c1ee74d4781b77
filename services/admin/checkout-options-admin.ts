import type { Kysely } from 'kysely';
import { createCheckoutOptionRepository } from '../../db/repositories/checkout-option-repository';
import type { Database, DeliveryTypeRow, PaymentTypeRow } from '../../db/schema';
import {
  deliveryTypesStillUsable,
  paymentTypesStillUsable,
  validateDeliveryType,
  validatePaymentType,
  type DeliveryTypeField,
  type DeliveryTypeForm,
  type PaymentTypeField,
  type PaymentTypeForm,
} from '../../domain/checkout-options-admin';
import type { ProductImageInfo } from '../../domain/product-image';
import type { Actor } from './audit-log';
import type { CatalogChange } from './catalog-change';
import { uploadedImageFiles } from './uploaded-image-files';

/** A delivery or a payment type: which one an image belongs to. */
export type OptionKind = 'delivery' | 'payment';

export type OptionSaved =
  | { ok: true; changed: boolean }
  | { ok: false; reason: 'unknown' | 'last_private' | 'last_company' | 'last_free_order' }
  | { ok: false; reason: 'invalid'; errors: Partial<Record<DeliveryTypeField | PaymentTypeField, true>> };

const flag = (value: boolean) => (value ? 1 : 0);

/** What the audit log keeps of a type: the fields the form edits. */
function deliverySummary(row: DeliveryTypeRow) {
  return {
    name: row.name, description: row.description, price_incl_vat_ore: row.price_incl_vat_ore, countries: row.countries, postal_code_ranges: row.postal_code_ranges,
    position: row.position, is_pickup: row.is_pickup, requires_postal_code: row.requires_postal_code, free_delivery_applies: row.free_delivery_applies,
    for_private: row.for_private, for_company: row.for_company, active: row.active,
  };
}

function paymentSummary(row: PaymentTypeRow) {
  return { name: row.name, description: row.description, price_incl_vat_ore: row.price_incl_vat_ore, position: row.position, for_private: row.for_private, for_company: row.for_company, active: row.active };
}

/**
 * The back office's delivery and payment types (issue 18). A change is refused when it would leave a checkout with
 * nothing to choose (domain/checkout-options-admin.ts); the types are read under lock on PostgreSQL, so two changes
 * at once cannot each take away "the other last one". A change goes through the catalog's unit of work, whose
 * signal drops the cached types (services/container.ts).
 */
export function createCheckoutOptionsAdmin(db: Kysely<Database>, change: CatalogChange, uploads: { uploadsDir: string; log?: (message: string) => void }) {
  const options = createCheckoutOptionRepository(db);
  const files = uploadedImageFiles(uploads.uploadsDir, 'checkout-options', uploads.log);

  /** Sets (or with null removes) a type's image in one change with its audit entry; answers the image it replaced. */
  async function replaceImage(kind: OptionKind, id: number, image: string | null, actor: Actor): Promise<{ found: false } | { found: true; replaced: string | null }> {
    return change(actor, async (w) => {
      const all = kind === 'delivery' ? await w.checkoutOptions.lockedDeliveryTypes() : await w.checkoutOptions.lockedPaymentTypes();
      const before = all.find((t) => t.id === id);
      if (!before) return { found: false } as const;
      if (before.image === image) return { found: true, replaced: null } as const;
      if (kind === 'delivery') await w.checkoutOptions.updateDeliveryType(id, { image });
      else await w.checkoutOptions.updatePaymentType(id, { image });
      await w.changed({ action: `${kind}_type.image`, entityType: `${kind}_type`, entityId: id, before: { image: before.image }, after: { image } });
      return { found: true, replaced: before.image } as const;
    });
  }

  return {
    async list(): Promise<{ delivery: DeliveryTypeRow[]; payment: PaymentTypeRow[] }> {
      const [delivery, payment] = await Promise.all([options.deliveryTypes(), options.paymentTypes()]);
      return { delivery, payment };
    },

    async deliveryType(id: number): Promise<DeliveryTypeRow | null> {
      return options.deliveryType(id);
    },

    async paymentType(id: number): Promise<PaymentTypeRow | null> {
      return options.paymentType(id);
    },

    async updateDelivery(id: number, form: DeliveryTypeForm, actor: Actor): Promise<OptionSaved> {
      const checked = validateDeliveryType(form);
      if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
      const input = checked.type;
      return change(actor, async (w): Promise<OptionSaved> => {
        const all = await w.checkoutOptions.lockedDeliveryTypes();
        const before = all.find((t) => t.id === id);
        if (!before) return { ok: false, reason: 'unknown' };
        const values = {
          name: input.name, description: input.description, price_incl_vat_ore: input.price_incl_vat_ore, countries: input.countries,
          postal_code_ranges: input.postal_code_ranges === null ? null : JSON.stringify(input.postal_code_ranges), position: input.position,
          is_pickup: flag(input.is_pickup), requires_postal_code: flag(input.requires_postal_code), free_delivery_applies: flag(input.free_delivery_applies),
          for_private: flag(input.for_private), for_company: flag(input.for_company), active: flag(input.active),
        };
        const after = { ...before, ...values };
        if (JSON.stringify(deliverySummary(after)) === JSON.stringify(deliverySummary(before))) return { ok: true, changed: false };
        const rules = all.map((t) => (t.id === id ? after : t)).map((t) => ({
          id: t.id, active: t.active === 1, forPrivate: t.for_private === 1, forCompany: t.for_company === 1, isDigital: t.is_digital === 1, countries: t.countries.split(',').map((c) => c.trim()),
        }));
        const usable = deliveryTypesStillUsable(rules);
        if (!usable.ok) return { ok: false, reason: usable.missing === 'private' ? 'last_private' : 'last_company' };
        await w.checkoutOptions.updateDeliveryType(id, values);
        await w.changed({ action: 'delivery_type.update', entityType: 'delivery_type', entityId: id, before: deliverySummary(before), after: deliverySummary(after) });
        return { ok: true, changed: true };
      });
    },

    /** Stores a checked image (domain/product-image.ts) as the type's image in the checkout; the one it replaces is deleted. */
    async setImage(kind: OptionKind, id: number, bytes: Buffer, info: Pick<ProductImageInfo, 'type'>, actor: Actor): Promise<boolean> {
      const written = await files.write(id, bytes, info);
      let outcome: Awaited<ReturnType<typeof replaceImage>>;
      try {
        outcome = await replaceImage(kind, id, written.url, actor);
      } catch (error) {
        await written.discard();
        throw error;
      }
      if (!outcome.found) {
        await written.discard();
        return false;
      }
      await files.drop(outcome.replaced);
      return true;
    },

    /** Takes the type's image away (the checkout shows the shop's mark again); false when the type is unknown or has none. */
    async removeImage(kind: OptionKind, id: number, actor: Actor): Promise<boolean> {
      const outcome = await replaceImage(kind, id, null, actor);
      if (!outcome.found || outcome.replaced === null) return false;
      await files.drop(outcome.replaced);
      return true;
    },

    async updatePayment(id: number, form: PaymentTypeForm, actor: Actor): Promise<OptionSaved> {
      const checked = validatePaymentType(form);
      if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
      const input = checked.type;
      return change(actor, async (w): Promise<OptionSaved> => {
        const all = await w.checkoutOptions.lockedPaymentTypes();
        const before = all.find((t) => t.id === id);
        if (!before) return { ok: false, reason: 'unknown' };
        const values = {
          name: input.name, description: input.description, price_incl_vat_ore: input.price_incl_vat_ore, position: input.position,
          for_private: flag(input.for_private), for_company: flag(input.for_company), active: flag(input.active),
        };
        const after = { ...before, ...values };
        if (JSON.stringify(paymentSummary(after)) === JSON.stringify(paymentSummary(before))) return { ok: true, changed: false };
        const rules = all.map((t) => (t.id === id ? after : t)).map((t) => ({ id: t.id, active: t.active === 1, forPrivate: t.for_private === 1, forCompany: t.for_company === 1, handler: t.handler }));
        const usable = paymentTypesStillUsable(rules);
        if (!usable.ok) return { ok: false, reason: usable.missing === 'private' ? 'last_private' : usable.missing === 'company' ? 'last_company' : 'last_free_order' };
        await w.checkoutOptions.updatePaymentType(id, values);
        await w.changed({ action: 'payment_type.update', entityType: 'payment_type', entityId: id, before: paymentSummary(before), after: paymentSummary(after) });
        return { ok: true, changed: true };
      });
    },
  };
}

export type CheckoutOptionsAdmin = ReturnType<typeof createCheckoutOptionsAdmin>;
