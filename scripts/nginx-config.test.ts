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

describe('deploy/nginx rate limits', () => {
  const zones = conf('rate-limit-zones.conf');
  const locations = conf('rate-limit-locations.conf');

  /** The `map $remote_addr $limit_network` block as JavaScript: each regex line in order, then the default. */
  function limitNetwork(address: string): string {
    const block = /map \$remote_addr \$limit_network \{([\s\S]*?)\n\}/.exec(zones)?.[1] ?? '';
    for (const line of block.split('\n').map((text) => text.trim()).filter(Boolean)) {
      const [, quoted, bare, value] = /^(?:"~([^"]+)"|~(\S+))\s+(\S+);$/.exec(line) ?? [];
      if (!value) continue;
      const match = new RegExp(quoted ?? bare!).exec(address);
      if (match) return value.replace(/\$(remote_addr|[a-z])/g, (_, name: string) => (name === 'remote_addr' ? address : match.groups?.[name] ?? ''));
    }
    return address;
  }
  /** How nginx prints an address ($remote_addr): RFC 5952, the longest run of zero groups as `::`. */
  const printed = (address: string) => new URL(`http://[${address}]/`).hostname.slice(1, -1);

  it('counts per client network as the storefront does: an IPv4 address, an IPv6 /64 however nginx spells it', async () => {
    const { clientNetwork } = await import('../src/lib/rate-limit/client-network.ts');
    expect(limitNetwork('203.0.113.7')).toBe('203.0.113.7');
    const addresses = [
      '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::6', '2001:db8:1:2:0:0:0:0', '2001:db8:1:0:0:5:6:7', '2001:db8:1:0::1', '2001:db8:0:0:1:2:3:4',
      '2001:db8::', '2001:0:0:0:1:2:3:4', '2001:0:0:7:1:2:3:4', '2001::1', '2001:0:0:0:0:0:0:1', 'fe80::1:2:3:4', '2001:db8:0:0:1:0:0:0',
    ];
    for (const address of addresses) {
      const text = printed(address);
      expect(`${limitNetwork(text)}::/64`, `${address} printed ${text}`).toBe(clientNetwork(address));
    }
    // Every address of one /64 falls into one key, and the next /64 into another.
    const inOne = ['2001:db8:0:0:0:0:0:1', '2001:db8:0:0:1:0:0:0', '2001:db8:0:0:ffff:ffff:ffff:ffff', '2001:db8:0:0:1:2:0:0'].map((a) => limitNetwork(printed(a)));
    expect(new Set(inOne).size).toBe(1);
    expect(limitNetwork(printed('2001:db8:0:1::1'))).not.toBe(inOne[0]);
  });

  it('limits each form of both languages and the action it posts to, answering 429', async () => {
    const { readdirSync, existsSync } = await import('node:fs');
    const actions = readFileSync(new URL('../src/actions/index.ts', import.meta.url), 'utf8');
    const named = [...locations.matchAll(/_actions\/(?:\(([^)]+)\)|(\w+))/g)].flatMap(([, group, single]) => (group ? group.split('|') : [single!]));
    expect(named.sort()).toEqual(
      ['askAboutProduct', 'changePassword', 'deleteAccount', 'manageTwoFactor', 'payOrder', 'placeOrder', 'register', 'requestPasswordReset', 'resetPassword', 'sendContactMessage', 'signIn'].sort(),
    );
    for (const name of named) expect(actions, `src/actions/index.ts has ${name}`).toMatch(new RegExp(`^\\s+${name}[,:]`, 'm'));
    const pages = new URL('../src/pages/', import.meta.url).pathname;
    const paths = ['/login', '/register', '/forgot-password', '/reset-password', '/kontakt', '/account/settings', '/checkout/thank-you', '/status/ABC123', '/status/ABC123/traditional-payment', '/pay/ABC123'];
    const regexes = [...locations.matchAll(/^location ~ (\S+) \{/gm)].map(([, source]) => new RegExp(source!));
    for (const path of paths) {
      for (const localized of [path, `/en${path}`]) expect(regexes.some((regex) => regex.test(localized)), `${localized} is limited`).toBe(true);
      const file = path.replace(/ABC123/, '[code]');
      expect(existsSync(`${pages}${file}.astro`) || existsSync(`${pages}en${file}.astro`), `${file} is a page`).toBe(true);
    }
    expect(readdirSync(pages)).toContain('kontakt.astro');
    // Pages that are not limited stay so.
    for (const free of ['/', '/product/kubek', '/category/kuchnia', '/statusy', '/cart', '/_actions/processCart']) expect(regexes.some((regex) => regex.test(free)), free).toBe(false);
    expect(zones).toMatch(/^limit_req_status 429;$/m);
    for (const zone of ['sign_in', 'registration', 'password_reset', 'contact', 'order_placement', 'order_codes']) {
      expect(zones).toMatch(new RegExp(`zone=${zone}:\\d+m rate=\\d+r/m;`));
      expect(`${locations}\n`).toMatch(new RegExp(`limit_req zone=${zone} burst=\\d+ nodelay;`));
    }
  });

  it('is included by the recipe, its locations proxying with the server’s settings', () => {
    const template = nginxTemplate();
    expect(template).toContain('include ${NGINX_CONF_DIR}/rate-limit-zones.conf;');
    expect(template).toMatch(/include \$\{NGINX_CONF_DIR\}\/proxy\.conf;\n\s+include \$\{NGINX_CONF_DIR\}\/rate-limit-locations\.conf;/);
    expect(locations).not.toMatch(/\$\{NGINX_/);
    expect([...locations.matchAll(/^location /gm)].length).toBe([...locations.matchAll(/^  proxy_pass http:\/\/storefront;$/gm)].length);
  });
});
