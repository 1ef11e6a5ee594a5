import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetHeadersConf, DEPLOY_DIR, nginxTemplate, renderNginxConfig, type NginxValues } from './nginx-config.ts';
import { TOKEN_COOKIES } from '../src/lib/platform/cookie-token-store.ts';
import { SALES_CHANNEL_COOKIE } from '../src/lib/catalogue/shell.ts';
import { LOCALE_COOKIE } from '../src/i18n/locales.ts';

const conf = (file: string) => readFileSync(join(DEPLOY_DIR, 'nginx', file), 'utf8');
const VALUES: NginxValues = {
  NGINX_USER: 'www-data',
  NGINX_LISTEN: '8080',
  NGINX_STATE_DIR: '/var/lib/storefront-nginx',
  NGINX_CLIENT_DIR: '/srv/storefront/dist/client',
  NGINX_CONF_DIR: '/etc/nginx/storefront',
  NGINX_ERROR_LOG: 'stderr',
  NGINX_ACCESS_LOG: '/dev/stdout',
  NGINX_BROTLI_MODULES: '/etc/nginx/storefront/brotli-modules.conf',
  NGINX_BROTLI: '/etc/nginx/storefront/brotli.conf',
  NGINX_BROTLI_STATIC: '/etc/nginx/storefront/brotli-static.conf',
  NGINX_SERVER_NAME: 'shop.example.com www.shop.example.com',
  NGINX_DEMO_PLATFORM: '/etc/nginx/storefront/none.conf',
};

describe('deploy/nginx.conf', () => {
  it('fills every placeholder and keeps nginx’s own variables', () => {
    const rendered = renderNginxConfig(nginxTemplate(), VALUES);
    expect(rendered).not.toMatch(/\$\{NGINX_[A-Z_]+\}/);
    expect(rendered).toContain('listen 8080 default_server reuseport;');
    expect(rendered).toContain('root /srv/storefront/dist/client;');
    expect(rendered).toContain('try_files $uri @storefront;');
  });

  it('answers only its server_name: a default server closes the connection for any other Host', () => {
    const rendered = renderNginxConfig(nginxTemplate(), VALUES);
    const servers = rendered.split(/^  server \{$/m).slice(1);
    expect(servers).toHaveLength(2);
    const [fallback, shop] = servers as [string, string];
    expect(fallback).toContain('listen 8080 default_server reuseport;');
    expect(fallback).toMatch(/location \/ \{\s*return 444;\s*\}/);
    expect(fallback).not.toMatch(/location \/ \{[^}]*proxy_pass/);
    expect(shop).toContain('server_name shop.example.com www.shop.example.com;');
    expect(shop).not.toContain('default_server');
  });

  it('refuses a template with a placeholder it has no value for', () => {
    expect(() => renderNginxConfig('root ${NGINX_SOMETHING_NEW};', VALUES)).toThrow('NGINX_SOMETHING_NEW');
    expect(() => renderNginxConfig('listen ${NGINX_LISTEN};', { ...VALUES, NGINX_LISTEN: '' })).toThrow('NGINX_LISTEN');
  });

  it('sends the storefront’s own asset headers with the files it serves from disk', () => {
    expect(conf('asset-headers.conf')).toBe(assetHeadersConf());
  });

  it('bypasses its microcache for exactly the cookies that make a page personal in the storefront', () => {
    const pattern = /\(\?:((?:[a-z_]+\|?)+)\)=/.exec(conf('microcache.conf'))?.[1];
    expect(pattern?.split('|').sort()).toEqual([SALES_CHANNEL_COOKIE, ...Object.values(TOKEN_COOKIES)].sort());
  });

  it('the benchmark’s personal cookie is the sales-channel cookie', async () => {
    const bench = await import('./bench-nginx.ts');
    expect(bench.SALES_CHANNEL_COOKIE).toBe(SALES_CHANNEL_COOKIE);
  });

  it('keys its microcache by the locale cookie the locale step reads', () => {
    expect(conf('microcache-location.conf')).toContain(`$cookie_${LOCALE_COOKIE}|`);
  });

  it('never retries a request that is not idempotent, nor takes processes out for the shop-off 503', () => {
    const proxy = conf('proxy.conf');
    expect(proxy).toMatch(/^proxy_next_upstream error timeout http_502;$/m);
    expect(proxy).not.toContain('non_idempotent');
  });
});

describe('deploy/Dockerfile', () => {
  it('runs the storefront with the Node flags of server/node-flags.ts', async () => {
    const { STOREFRONT_NODE_FLAGS } = await import('../server/node-flags.ts');
    const dockerfile = readFileSync(join(DEPLOY_DIR, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain(`CMD ["node", ${STOREFRONT_NODE_FLAGS.map((flag) => JSON.stringify(flag)).join(', ')}, "server/storefront.ts"]`);
  });
});
