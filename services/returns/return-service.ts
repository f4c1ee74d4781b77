import type { Kysely } from 'kysely';
import { maxImages } from '../../domain/image-upload';
import {
  checkReturnLines, checkReturnReason, isEligibleOrderState, returnableQuantity, returnCaseNumber, returnWindow, sameEmail,
  type LinesCheck, type ReturnOrderType, type ReturnWindow,
} from '../../domain/returns';
import { createReturnRepository, type OrderForReturn, type OrderLineForReturnRow } from '../../db/repositories/return-repository';
import { createOutboxRepository } from '../../db/repositories/outbox-repository';
import type { Database } from '../../db/schema';
import type { CatalogService } from '../catalog/catalog-service';
import { returnConfirmationMail } from './return-mail';

export const RETURN_MAIL_KIND = 'return_case';

export interface OrderLookup {
  orderName: string;
  orderEmail: string;
  /** The spec's order id input: when the modal is opened with one, it must be the order's too. */
  orderId: number | null;
  type: ReturnOrderType;
}

export type LookupRefusal =
  /** Any mismatch of number, e-mail or id, or no such order: one answer, so nothing tells whether an order exists. */
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'not_returnable' }
  | { ok: false; reason: 'period_ended'; lastDay: string };

export interface FoundOrder {
  ok: true;
  order: OrderForReturn;
  type: ReturnOrderType;
  window: ReturnWindow;
  /** The shop's open purchase (öppet köp) in days, which the window's texts name. */
  openPurchaseDays: number;
  lines: (OrderLineForReturnRow & { returnable: number })[];
  maxImages: number;
}

export interface ReturnFiling extends OrderLookup {
  reason: string;
  /** Order line id -> units. */
  lines: ReadonlyMap<number, number>;
  /** Already checked as JPEG or PNG by their bytes. */
  images: { contentType: 'image/jpeg' | 'image/png'; originalName: string; data: Buffer }[];
}

export type FilingOutcome =
  | { ok: true; caseId: number; caseNumber: string; email: string }
  | LookupRefusal
  | { ok: false; reason: 'lines'; check: Exclude<LinesCheck, { ok: true }> }
  | { ok: false; reason: 'reason_required' | 'reason_too_long' }
  | { ok: false; reason: 'too_many_images'; max: number };

/** Finds an order for a return or complaint and files the case with its confirmation e-mail. */
export function createReturnService(db: Kysely<Database>, options: { catalog: CatalogService; now?: () => Date; mailQueued?: () => void }) {
  const now = options.now ?? (() => new Date());
  const repo = createReturnRepository(db);

  async function imageLimit(): Promise<number> {
    return maxImages((await options.catalog.snapshot()).settings.returnImageMaxFiles);
  }

  async function openPurchaseDays(): Promise<number> {
    return (await options.catalog.snapshot()).settings.openPurchaseDays;
  }

  async function find(lookup: OrderLookup): Promise<FoundOrder | LookupRefusal> {
    const order = await repo.orderByNumber(lookup.orderName.trim());
    const matches = order !== undefined && sameEmail(order.email, lookup.orderEmail) && (lookup.orderId === null || lookup.orderId === order.id);
    if (!order || !matches) return { ok: false, reason: 'not_found' };
    if (!isEligibleOrderState(order.status)) return { ok: false, reason: 'not_returnable' };
    const days = await openPurchaseDays();
    const window = returnWindow(lookup.type, { orderedAt: order.createdAt, shippedAt: order.shippedAt, deliveredAt: order.deliveredAt }, days, now());
    if (!window.open) return { ok: false, reason: 'period_ended', lastDay: window.lastDay };
    const lines = (await repo.linesOf(order.id)).map((line) => ({ ...line, returnable: returnableQuantity(lookup.type, line) }));
    return { ok: true, order, type: lookup.type, window, openPurchaseDays: days, lines, maxImages: await imageLimit() };
  }

  return {
    /** POST /retur-och-reklamation/find-order. */
    findOrder: find,

    /** Files the case: the order found again, the lines and reason checked, case and mail written in one transaction. */
    async file(filing: ReturnFiling): Promise<FilingOutcome> {
      const found = await find(filing);
      if (!found.ok) return found;
      if (filing.images.length > found.maxImages) return { ok: false, reason: 'too_many_images', max: found.maxImages };
      const reasonCheck = checkReturnReason(filing.type, filing.reason);
      if (reasonCheck === 'required') return { ok: false, reason: 'reason_required' };
      if (reasonCheck === 'too_long') return { ok: false, reason: 'reason_too_long' };
      const check = checkReturnLines(filing.type, found.lines, filing.lines);
      if (!check.ok) return { ok: false, reason: 'lines', check };
      const nowIso = now().toISOString();
      const reason = filing.reason.trim();
      const caseId = await db.transaction().execute(async (trx) => {
        const id = await createReturnRepository(trx).insertCase({
          orderId: found.order.id, type: filing.type, reason, lines: check.lines, images: filing.images, createdAt: nowIso,
        });
        const names = new Map(found.lines.map((l) => [l.id, l.name]));
        const mail = returnConfirmationMail({
          firstName: found.order.firstName,
          type: filing.type,
          caseNumber: returnCaseNumber(id),
          orderNumber: found.order.orderNumber,
          lines: check.lines.map((l) => ({ name: names.get(l.orderLineId) ?? '', quantity: l.quantity })),
          reason,
          imageCount: filing.images.length,
        });
        // One mail per case: the outbox keeps one mail per order and kind, and an order may have several cases.
        await createOutboxRepository(trx).queue({ orderId: found.order.id, kind: `${RETURN_MAIL_KIND}_${id}`, recipient: found.order.email, ...mail }, nowIso);
        return id;
      });
      options.mailQueued?.();
      return { ok: true, caseId, caseNumber: returnCaseNumber(caseId), email: found.order.email };
    },

    imageLimit,
  };
}

export type ReturnService = ReturnType<typeof createReturnService>;
