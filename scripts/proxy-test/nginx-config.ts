/** Where the test's nginx runs: its ports, the shop processes behind it, its certificate and its own directory. */
export interface NginxSetup {
  httpsPort: number;
  httpPort: number;
  /** The two shop processes' ports, in the order of the production file's upstream servers. */
  upstreamPorts: readonly [number, number];
  certFile: string;
  keyFile: string;
  /** nginx's prefix: pid, logs and temporary files go here. */
  dir: string;
}

/** The production file's public name, replaced by the address the test reaches nginx on. */
const PUBLIC_HOST = 'shop.example.se';

/**
 * The production file (ops/nginx/hembutiken.conf) as the test runs it: its ports, certificate and log paths replaced,
 * everything else as written, inside a main file whose paths all lie in `dir`. Each replaced text must be in the file
 * exactly once, so a changed production file fails here rather than being tested half.
 */
export function renderNginxConfig(site: string, setup: NginxSetup): string {
  const origin = `127.0.0.1:${setup.httpsPort}`;
  const replacements: [string, string][] = [
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${setup.upstreamPorts[0]} `],
    ['server 127.0.0.1:3002 ', `server 127.0.0.1:${setup.upstreamPorts[1]} `],
    ['    listen 80;\n', `    listen 127.0.0.1:${setup.httpPort};\n`],
    // No IPv6 in every container: the loopback address above is the one the test calls.
    ['    listen [::]:80;\n', ''],
    ['    listen 443 ssl http2;\n', `    listen ${origin} ssl http2;\n`],
    ['    listen [::]:443 ssl http2;\n', ''],
    [`return 301 https://${PUBLIC_HOST}$request_uri;`, `return 301 https://${origin}$request_uri;`],
    [`/etc/letsencrypt/live/${PUBLIC_HOST}/fullchain.pem`, setup.certFile],
    [`/etc/letsencrypt/live/${PUBLIC_HOST}/privkey.pem`, setup.keyFile],
    ['/var/log/nginx/hembutiken.access.log', `${setup.dir}/access.log`],
    ['/var/log/nginx/hembutiken.error.log', `${setup.dir}/error.log`],
    ['root /var/www/letsencrypt;', `root ${setup.dir}/acme;`],
  ];
  let rendered = site;
  for (const [from, to] of replacements) {
    const times = rendered.split(from).length - 1;
    if (times !== 1) throw new Error(`ops/nginx/hembutiken.conf: expected "${from.trim()}" once, found it ${times} times`);
    rendered = rendered.replace(from, () => to);
  }
  return mainConfig(rendered, setup.dir);
}

/** What Debian's /etc/nginx/nginx.conf gives the site (gzip on included), with every path inside `dir`. */
function mainConfig(site: string, dir: string): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
    worker_connections 1024;
}

http {
    sendfile on;
    tcp_nopush on;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${dir}/access-default.log;
    gzip on;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;

${site}
}
`;
}
