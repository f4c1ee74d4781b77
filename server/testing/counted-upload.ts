import { Readable } from 'node:stream';

/**
 * A multipart upload of one large file, made as it is read and counting what the server took in: an answer that
 * came before the body was read shows as a small count (decision 037). The file is `head` and then zeros.
 */
export function countedUpload(options: { field: string; fileName: string; fileBytes: number; head?: Buffer; fields?: Record<string, string> }) {
  const boundary = '----hembutiken-counted';
  const fields = Object.entries(options.fields ?? {}).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const prefix = Buffer.concat([
    Buffer.from(`${fields.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${options.field}"; filename="${options.fileName}"\r\nContent-Type: image/png\r\n\r\n`),
    options.head ?? Buffer.alloc(0),
  ]);
  const suffix = Buffer.from(`\r\n--${boundary}--\r\n`);
  const zeros = options.fileBytes - (options.head?.length ?? 0);
  const total = prefix.length + zeros + suffix.length;
  let sent = 0;
  const byteAt = (at: number) => (at < prefix.length ? prefix[at]! : at < prefix.length + zeros ? 0 : suffix[at - prefix.length - zeros]!);
  const payload = new Readable({
    read(size) {
      if (sent >= total) {
        this.push(null);
        return;
      }
      const n = Math.min(size, total - sent);
      const chunk = Buffer.alloc(n);
      for (let i = 0; i < n; i++) chunk[i] = byteAt(sent + i);
      sent += n;
      this.push(chunk);
    },
  });
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(total) },
    /** Bytes the server has read so far. */
    read: () => sent,
  };
}
