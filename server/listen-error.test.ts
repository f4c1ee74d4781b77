import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { listenErrorMessage } from './listen-error';

/** The error Node gives when listening on a port another program holds. */
async function portInUseError(): Promise<{ error: unknown; port: number }> {
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const port = (holder.address() as net.AddressInfo).port;
  const second = net.createServer();
  const error = await new Promise<unknown>((resolve) => {
    second.once('error', resolve);
    second.listen(port, '127.0.0.1');
  });
  await new Promise((resolve) => holder.close(resolve));
  return { error, port };
}

describe('a port that cannot be listened on', () => {
  it('gets one Swedish/English line with the fix instead of a stack trace', async () => {
    const { error, port } = await portInUseError();
    const message = listenErrorMessage(error, port, '127.0.0.1');
    expect(message).toBe(`Port ${port} används redan av ett annat program (port ${port} is already in use): stoppa det eller välj en annan port, t.ex. PORT=3000 npm start`);
    expect(listenErrorMessage(Object.assign(new Error('x'), { code: 'EADDRINUSE' }), 3000, '0.0.0.0')).toContain('PORT=3001 npm start');
  });

  it('leaves other errors alone', () => {
    expect(listenErrorMessage(new Error('boom'), 3000, '0.0.0.0')).toBeNull();
  });
});
