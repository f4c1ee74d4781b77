import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { buildApp } from '../../server/app';
import type { AppConfig } from '../../server/env';

/** The child side of startPinnedServer: the calls alone, configured as in production, until SIGTERM. */
export async function servePinned(config: AppConfig): Promise<void> {
  const app = await buildApp({ ...config, env: 'production' }, { pages: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`LISTENING ${address}`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

/** A pinned benchmark's entry: with --serve (a child startPinnedServer started), the server alone on the core taskset gave it; else `main`, the load side. */
export async function serveOrRun(serve: boolean | undefined, config: AppConfig, main: () => Promise<void>): Promise<void> {
  if (serve) await servePinned(config);
  else await main();
}

/**
 * Starts `node [nodeArgs] --import tsx script --serve --database <database>` on core 0 and moves this process (the
 * load generator) to core 1, so the two do not share a core; resolves with the address the server prints as
 * `LISTENING <address>`.
 */
export async function startPinnedServer(script: string, database: string, nodeArgs: string[] = []): Promise<{ child: ChildProcess; address: string }> {
  spawnSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  const child = spawn('taskset', ['-c', '0', process.execPath, ...nodeArgs, '--import', 'tsx', script, '--serve', '--database', database], { stdio: ['ignore', 'pipe', 'inherit'] });
  const address = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LISTENING (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, address };
}
