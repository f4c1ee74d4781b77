import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startShopProcess } from '../../server/testing/order-burst';
import { renderNginxConfig, type NginxSetup } from './nginx-config';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Debian's nginx (scripts/ensure-nginx.sh installs it); /usr/sbin is not on every user's PATH. */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A self-signed certificate for 127.0.0.1 and localhost, which the test's client trusts as its only CA. */
export function makeCertificate(dir: string): { certFile: string; keyFile: string } {
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-addext', 'basicConstraints=critical,CA:TRUE',
    '-keyout', keyFile, '-out', certFile,
  ], { stdio: 'ignore' });
  return { certFile, keyFile };
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port the system has free now (it names one when asked for port 0). */
function systemPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `count` free ports: from `from` upwards when given (a range of one's own), else any the system has free. */
export async function freePorts(count: number, from: number | undefined): Promise<number[]> {
  const ports: number[] = [];
  for (let candidate = from ?? 0; ports.length < count; candidate++) {
    if (from === undefined) {
      const port = await systemPort();
      if (!ports.includes(port)) ports.push(port);
    } else if (await portIsFree(candidate)) {
      ports.push(candidate);
    }
  }
  return ports;
}

/**
 * Every child the test started and the signal that stops it with all of its own, so a failure anywhere still stops
 * them all: nginx's master stops its workers on SIGTERM (SIGKILL would leave them holding the ports).
 */
const children = new Map<ChildProcess, NodeJS.Signals>();

export function killAll(): void {
  for (const [child, signal] of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

/** nginx with the production file rendered into `setup.dir`, in the foreground; answered once its port takes connections. */
export async function startNginx(setup: NginxSetup): Promise<ChildProcess> {
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'acme']) fs.mkdirSync(path.join(setup.dir, sub), { recursive: true });
  const site = fs.readFileSync(path.join(ROOT, 'ops/nginx/hembutiken.conf'), 'utf8');
  const conf = path.join(setup.dir, 'nginx.conf');
  fs.writeFileSync(conf, renderNginxConfig(site, setup));
  const stderr: string[] = [];
  const nginx = spawn(NGINX, ['-p', setup.dir, '-c', conf, '-e', path.join(setup.dir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  children.set(nginx, 'SIGTERM');
  nginx.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (await portIsFree(setup.httpsPort)) {
    if (nginx.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${stderr.join('')}${readIfThere(path.join(setup.dir, 'error.log'))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return nginx;
}

function readIfThere(file: string): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

export interface Shop {
  port: number;
  child: ChildProcess;
}

/** One shop process as production runs it (the built server bundle), ready once its /readyz says so. */
export async function startShop(port: number, dataDir: string, databaseUrl: string, env: Record<string, string>, stderr: string[]): Promise<Shop> {
  const child = await startShopProcess({ port, dataDir, databaseUrl, env, stderr: (chunk) => stderr.push(chunk.toString()) });
  children.set(child, 'SIGKILL');
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((res) => res.status === 200, () => false);
    if (ready) return { port, child };
    if (Date.now() > deadline) throw new Error(`the shop on ${port} was not ready in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
