import { readProductImage, type ProductImageInfo } from '../../domain/product-image';
import { reencodeImage } from '../../services/images/reencode-image';

/**
 * An uploaded picture as the back office stores it (decision 037): JPEG, PNG or WebP by its first bytes, decoded and
 * written anew. A refusal is named `{prefix}_type` (415: not such an image) or `{prefix}_pixels` (413: too many).
 */
export async function checkedImage<P extends string>(file: Buffer, prefix: P): Promise<
  | { ok: true; data: Buffer; info: ProductImageInfo; width: number; height: number }
  | { ok: false; code: `${P}_type` | `${P}_pixels`; status: 413 | 415 }
> {
  const info = readProductImage(file);
  if (!info) return { ok: false, code: `${prefix}_type`, status: 415 };
  const image = await reencodeImage(file, info.type);
  if (!image.ok) return image.reason === 'too_many_pixels' ? { ok: false, code: `${prefix}_pixels`, status: 413 } : { ok: false, code: `${prefix}_type`, status: 415 };
  return { ok: true, data: image.data, info, width: image.width, height: image.height };
}
