import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface NewOfferRequest {
  customerId: number | null;
  name: string;
  companyName: string;
  email: string;
  phone: string;
  message: string;
  totalInclVatOre: number;
  createdAt: string;
}

export interface NewOfferLine {
  productId: number;
  variantId: number | null;
  name: string;
  quantity: number;
  unitPriceInclVatOre: number;
  vatRate: number;
}

/** Offer mode's requests (issue 16): a cart sent for an offer instead of ordered. */
export function createOfferRepository(db: Kysely<Database>) {
  return {
    /** The request with its lines; its id. */
    async insert(request: NewOfferRequest, lines: readonly NewOfferLine[]): Promise<number> {
      const row = await db
        .insertInto('offer_requests')
        .values({
          customer_id: request.customerId, name: request.name, company_name: request.companyName, email: request.email, phone: request.phone,
          message: request.message, total_incl_vat_ore: request.totalInclVatOre, created_at: request.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('offer_request_lines')
        .values(lines.map((l) => ({
          offer_request_id: row.id, product_id: l.productId, variant_id: l.variantId, name: l.name, quantity: l.quantity,
          unit_price_incl_vat_ore: l.unitPriceInclVatOre, vat_rate: l.vatRate,
        })))
        .execute();
      return row.id;
    },
  };
}
