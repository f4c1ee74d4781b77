import type { GiftCampaignRule } from '../../domain/cart-rules';
import type { DeliveryTypeRule } from '../../domain/delivery-options';
import type { CartRepository } from '../../db/repositories/cart-repository';
import type { DeliveryTypeRow } from '../../db/schema';

/** A delivery type as the rules see it, with its row for names and options. */
export type DeliveryType = DeliveryTypeRule & { row: DeliveryTypeRow; shippingOptions: { key: string; name: string }[] };

/** Gift campaigns and delivery types: shop configuration, kept until the catalog changes. */
export interface ShopConfig {
  campaigns: GiftCampaignRule[];
  delivery: DeliveryType[];
}

function parseJsonArray<T>(json: string | null, valid: (v: unknown) => v is T): T[] | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter(valid) : null;
  } catch {
    return null;
  }
}

const isRange = (v: unknown): v is { from: string; to: string } =>
  typeof v === 'object' && v !== null && typeof (v as { from?: unknown }).from === 'string' && typeof (v as { to?: unknown }).to === 'string';
const isOption = (v: unknown): v is { key: string; name: string } =>
  typeof v === 'object' && v !== null && typeof (v as { key?: unknown }).key === 'string' && typeof (v as { name?: unknown }).name === 'string';

function toDeliveryType(row: DeliveryTypeRow): DeliveryType {
  return {
    id: row.id,
    priceInclVatOre: row.price_incl_vat_ore,
    isPickup: row.is_pickup === 1,
    requiresPostalCode: row.requires_postal_code === 1,
    countries: row.countries.split(',').map((c) => c.trim()),
    postalCodeRanges: parseJsonArray(row.postal_code_ranges, isRange),
    forPrivate: row.for_private === 1,
    forCompany: row.for_company === 1,
    isDigital: row.is_digital === 1,
    row,
    shippingOptions: parseJsonArray(row.shipping_options, isOption) ?? [],
  };
}

/** The shop's active gift campaigns and delivery types, read through `repo`. */
export async function loadShopConfig(repo: Pick<CartRepository, 'giftCampaigns' | 'deliveryTypes'>): Promise<ShopConfig> {
  const [campaigns, delivery] = await Promise.all([repo.giftCampaigns(), repo.deliveryTypes()]);
  return {
    campaigns: campaigns.map((c) => ({
      id: c.id, triggerProductId: c.trigger_product_id, triggerQuantity: c.trigger_quantity, giftProductId: c.gift_product_id,
      giftQuantity: c.gift_quantity, validFrom: c.valid_from, validUntil: c.valid_until,
    })),
    delivery: delivery.map(toDeliveryType),
  };
}
