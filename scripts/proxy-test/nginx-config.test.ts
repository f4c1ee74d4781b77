import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderNginxConfig, type NginxSetup } from './nginx-config';

const site = fs.readFileSync(path.join(import.meta.dirname, '../../ops/nginx/hembutiken.conf'), 'utf8');
const setup: NginxSetup = { httpsPort: 34443, httpPort: 34080, upstreamPorts: [34001, 34002], certFile: '/tmp/t/cert.pem', keyFile: '/tmp/t/key.pem', dir: '/tmp/t' };

describe('the production nginx file as the proxy test runs it', () => {
  it('keeps every directive of the production file and moves only ports, certificate and logs', () => {
    const rendered = renderNginxConfig(site, setup);
    for (const directive of ['proxy_set_header X-Forwarded-For $remote_addr;', 'proxy_next_upstream error timeout;', 'gzip off;', 'keepalive 16;', 'client_max_body_size 41m;']) {
      expect(rendered).toContain(directive);
    }
    expect(rendered).toContain('server 127.0.0.1:34001 max_fails=1');
    expect(rendered).toContain('server 127.0.0.1:34002 max_fails=1');
    expect(rendered).toContain('listen 127.0.0.1:34443 ssl http2;');
    expect(rendered).toContain('return 301 https://127.0.0.1:34443$request_uri;');
    expect(rendered).toContain('ssl_certificate /tmp/t/cert.pem;');
    expect(rendered).toContain('access_log /tmp/t/access.log hembutiken;');
    const directives = rendered.split('\n').filter((line) => !line.trim().startsWith('#')).join('\n');
    expect(directives).not.toMatch(/\/etc\/letsencrypt|\/var\/|listen \[::\]|3001|3002/);
  });

  it('refuses a production file that no longer has a line the test replaces', () => {
    expect(() => renderNginxConfig(site.replace('keepalive 16;\n', 'keepalive 16;\n    server 127.0.0.1:3002 backup;\n'), setup)).toThrow(/3002.*2 times/);
    expect(() => renderNginxConfig(site.replace('listen 443 ssl http2;', 'listen 443 ssl;'), setup)).toThrow(/listen 443 ssl http2/);
  });
});
