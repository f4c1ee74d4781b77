import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PRODUCT_IMAGE_EXTENSIONS, type ProductImageInfo } from '../../domain/product-image';

/**
 * Checked, re-encoded images the back office stores under DATA_DIR/uploads/{dir}, served at /assets/uploads/{dir}/.
 * Named by the shop, never by the uploader: the owner's id and a random part.
 */
export function uploadedImageFiles(uploadsDir: string, dir: string, log?: (message: string) => void) {
  const urlPrefix = `/assets/uploads/${dir}/`;
  return {
    /** Writes the file; answers its address and a way to take it back when the change that uses it fails. */
    async write(ownerId: number, bytes: Buffer, info: Pick<ProductImageInfo, 'type'>): Promise<{ url: string; discard: () => Promise<void> }> {
      const fileName = `${ownerId}-${crypto.randomBytes(8).toString('hex')}.${PRODUCT_IMAGE_EXTENSIONS[info.type]}`;
      const folder = path.join(uploadsDir, dir);
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(folder, fileName);
      await fs.writeFile(file, bytes, { flag: 'wx' });
      return { url: urlPrefix + fileName, discard: () => fs.rm(file, { force: true }) };
    },

    /** Deletes a file this store wrote (an address from elsewhere is left alone). */
    async drop(url: string | null): Promise<void> {
      if (url === null || !url.startsWith(urlPrefix)) return;
      await fs.rm(path.join(uploadsDir, dir, path.basename(url)), { force: true }).catch((error: unknown) => log?.(`image file not removed: ${String(error)}`));
    },
  };
}
