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
    const servers = rendered.split(/^ {2}server \{$/m).slice(1);
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
    for (const line of block
      .split('\n')
      .map((text) => text.trim())
      .filter(Boolean)) {
      const [, quoted, bare, value] = /^(?:"~([^"]+)"|~(\S+))\s+(\S+);$/.exec(line) ?? [];
      if (!value) continue;
      const match = new RegExp(quoted ?? bare!).exec(address);
      if (match) return value.replace(/\$(remote_addr|[a-z])/g, (_, name: string) => (name === 'remote_addr' ? address : (match.groups?.[name] ?? '')));
    }
    return address;
  }
  /** How nginx prints an address ($remote_addr): RFC 5952, the longest run of zero groups as `::`. */
  const printed = (address: string) => new URL(`http://[${address}]/`).hostname.slice(1, -1);

  it('counts per client network as the storefront does: an IPv4 address, an IPv6 /64 however nginx spells it', async () => {
    const { clientNetwork } = await import('../src/lib/rate-limit/client-network.ts');
    expect(limitNetwork('203.0.113.7')).toBe('203.0.113.7');
    const addresses = [
      '2001:db8:1:2:3:4:5:6',
      '2001:db8:1:2::6',
      '2001:db8:1:2:0:0:0:0',
      '2001:db8:1:0:0:5:6:7',
      '2001:db8:1:0::1',
      '2001:db8:0:0:1:2:3:4',
      '2001:db8::',
      '2001:0:0:0:1:2:3:4',
      '2001:0:0:7:1:2:3:4',
      '2001::1',
      '2001:0:0:0:0:0:0:1',
      'fe80::1:2:3:4',
      '2001:db8:0:0:1:0:0:0',
    ];
    for (const address of addresses) {
      const text = printed(address);
      expect(`${limitNetwork(text)}::/64`, `${address} printed ${text}`).toBe(clientNetwork(address));
    }
    // Every address of one /64 falls into one key, and the next /64 into another.
    const inOne = ['2001:db8:0:0:0:0:0:1', '2001:db8:0:0:1:0:0:0', '2001:db8:0:0:ffff:ffff:ffff:ffff', '2001:db8:0:0:1:2:0:0'].map((a) =>
      limitNetwork(printed(a)),
    );
    expect(new Set(inOne).size).toBe(1);
    expect(limitNetwork(printed('2001:db8:0:1::1'))).not.toBe(inOne[0]);
  });

  /**
   * The zone maps as JavaScript: every `map` block of rate-limit-zones.conf evaluated as nginx does
   * (regexes in order, the first that matches; `~*` without case; values may name variables).
   */
  function zoneKeys(request: { method: string; uri: string; args?: string; address?: string }): Record<string, string> {
    const maps = new Map<string, { source: string; lines: { regex: RegExp; value: string }[]; fallback: string }>();
    for (const [, source, name, body] of zones.matchAll(/^map (\S+|"[^"]+") \$(\w+) \{([\s\S]*?)\n\}/gm)) {
      const lines: { regex: RegExp; value: string }[] = [];
      let fallback = '';
      for (const line of body!
        .split('\n')
        .map((text) => text.trim())
        .filter((text) => text && !text.startsWith('#'))) {
        const [, pattern, value] = /^("[^"]*"|\S+)\s+(\S+);$/.exec(line) ?? [];
        if (!pattern) continue;
        const unquoted = pattern.replace(/^"|"$/g, '');
        if (unquoted === 'default') fallback = value!;
        else if (unquoted.startsWith('~'))
          lines.push({ regex: new RegExp(unquoted.replace(/^~\*?/, ''), unquoted.startsWith('~*') ? 'i' : ''), value: value! });
        else lines.push({ regex: new RegExp(`^${unquoted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), value: value! });
      }
      maps.set(name!, { source: source!.replace(/^"|"$/g, ''), lines, fallback });
    }
    const builtIn: Record<string, string> = {
      request_method: request.method,
      uri: request.uri,
      args: request.args ?? '',
      remote_addr: request.address ?? '192.0.2.1',
    };
    const value = (name: string): string => {
      if (name in builtIn) return builtIn[name]!;
      const map = maps.get(name);
      if (!map) throw new Error(`no variable ${name}`);
      const input = interpolate(map.source);
      const line = map.lines.find(({ regex }) => regex.test(input));
      return interpolate((line?.value ?? map.fallback).replace(/^"|"$/g, ''));
    };
    const interpolate = (text: string): string => text.replace(/\$(\w+)/g, (_, name: string) => value(name));
    const keys: Record<string, string> = {};
    for (const [, key, zone] of zones.matchAll(/^limit_req_zone \$(\w+) zone=(\w+):/gm)) keys[zone!] = value(key!);
    return keys;
  }
  /** The zones that count a request (its key is not empty). */
  const countedIn = (request: Parameters<typeof zoneKeys>[0]) =>
    Object.entries(zoneKeys(request))
      .filter(([, key]) => key !== '')
      .map(([zone]) => zone)
      .sort();

  it('limits each form of both languages and the action it posts to, answering 429', async () => {
    const { existsSync } = await import('node:fs');
    const actions = readFileSync(new URL('../src/actions/index.ts', import.meta.url), 'utf8');
    const byAction: Record<string, string> = {
      signIn: 'sign_in',
      previewSignIn: 'sign_in',
      changePassword: 'sign_in',
      manageTwoFactor: 'sign_in',
      deleteAccount: 'sign_in',
      register: 'registration',
      requestPasswordReset: 'password_reset',
      resetPassword: 'password_reset',
      sendContactMessage: 'contact',
      askAboutProduct: 'contact',
      placeOrder: 'order_placement',
      payOrder: 'order_codes',
    };
    for (const [name, zone] of Object.entries(byAction)) {
      expect(actions, `src/actions/index.ts has ${name}`).toMatch(new RegExp(`^\\s+${name}[,:]`, 'm'));
      expect(countedIn({ method: 'POST', uri: `/_actions/${name}` }), name).toEqual([zone]);
    }
    const pages: Record<string, string> = {
      '/login': 'sign_in',
      '/account/settings': 'sign_in',
      '/preview': 'sign_in',
      '/register': 'registration',
      '/forgot-password': 'password_reset',
      '/reset-password': 'password_reset',
      '/kontakt': 'contact',
      '/checkout/thank-you': 'order_codes',
      '/status/ABC123': 'order_codes',
      '/status/ABC123/traditional-payment': 'order_codes',
      '/pay/ABC123': 'order_codes',
    };
    const pagesDir = new URL('../src/pages/', import.meta.url).pathname;
    for (const [path, zone] of Object.entries(pages)) {
      for (const localized of [path, `/en${path}`]) expect(countedIn({ method: 'POST', uri: localized }), localized).toEqual([zone]);
      const file = path.replace(/ABC123/, '[code]');
      expect(
        existsSync(`${pagesDir}${file}.astro`) || existsSync(`${pagesDir}${file}/index.astro`) || existsSync(`${pagesDir}en${file}.astro`),
        `${file} is a page`,
      ).toBe(true);
    }
    // Reading a form's page is free; reading an order-code page is not.
    expect(countedIn({ method: 'GET', uri: '/login' })).toEqual([]);
    expect(countedIn({ method: 'GET', uri: '/en/status/ABC123' })).toEqual(['order_codes']);
    // Pages that are not limited stay so.
    for (const free of ['/', '/product/kubek', '/category/kuchnia', '/statusy', '/cart', '/_actions/processCart', '/loginx', '/_actions/signInLater']) {
      expect(countedIn({ method: 'POST', uri: free }), free).toEqual([]);
    }
    expect(countedIn({ method: 'POST', uri: '/product/kubek', args: 'return=%2Faccount&x=1' })).toEqual([]);
    expect(zones).toMatch(/^limit_req_status 429;$/m);
    for (const zone of ['sign_in', 'registration', 'password_reset', 'contact', 'order_placement', 'order_codes']) {
      expect(zones).toMatch(new RegExp(`zone=${zone}:\\d+m rate=\\d+r/m;`));
      // Set once, at the server level (this file is included in the server block, outside any location).
      expect(locations).toMatch(new RegExp(`^limit_req zone=${zone} burst=\\d+ nodelay;$`, 'm'));
    }
    expect(locations).not.toMatch(/^\s+limit_req /m);
  });

  it('counts every other door to a limited action: trailing slashes, nested /_actions/, ?_action= on any path, case, escapes', () => {
    // $uri as nginx hands it over: /_actions/sign%49n, /_actions//signIn and /_actions/./signIn arrive as /_actions/signIn.
    for (const uri of [
      '/_actions/signIn/',
      '/_actions/signIn//',
      '/_actions/x/_actions/signIn',
      '/_actions/SIGNIN',
      '/LOGIN',
      '/en/Login/',
      '/Account/Settings',
    ]) {
      expect(countedIn({ method: 'POST', uri }), uri).toEqual(['sign_in']);
    }
    for (const path of ['/', '/product/kubek', '/en/category/kuchnia', '/login']) {
      expect(countedIn({ method: 'POST', uri: path, args: '_action=signIn' }), `${path}?_action=signIn`).toEqual(['sign_in']);
      expect(countedIn({ method: 'POST', uri: path, args: 'return=%2Fkonto&_action=placeOrder' }), `${path}?…_action=placeOrder`).toContain('order_placement');
    }
    expect(countedIn({ method: 'POST', uri: '/', args: '_action=payOrder' })).toEqual(['order_codes']);
    expect(countedIn({ method: 'POST', uri: '/', args: '_ACTION=register' })).toEqual(['registration']);
    // Escapes nginx cannot decode in a query: counted everywhere.
    const every = ['contact', 'order_codes', 'order_placement', 'password_reset', 'registration', 'sign_in'];
    expect(countedIn({ method: 'POST', uri: '/', args: '_action=sign%49n' })).toEqual(every);
    expect(countedIn({ method: 'POST', uri: '/', args: '%5Faction=signIn' })).toEqual(every);
    expect(countedIn({ method: 'POST', uri: '/', args: '_%61ction=signIn' })).toEqual(every);
    // Only posts.
    expect(countedIn({ method: 'GET', uri: '/', args: '_action=signIn' })).toEqual([]);
    expect(countedIn({ method: 'POST', uri: '/', args: '_action=saveConsent' })).toEqual([]);
  });

  it('is included by the recipe, its locations proxying with the server’s settings', () => {
    const template = nginxTemplate();
    expect(template).toContain('include ${NGINX_CONF_DIR}/rate-limit-zones.conf;');
    expect(template).toMatch(/include \$\{NGINX_CONF_DIR\}\/proxy\.conf;\n\s+include \$\{NGINX_CONF_DIR\}\/rate-limit-locations\.conf;/);
    expect(locations).not.toMatch(/\$\{NGINX_/);
    expect([...locations.matchAll(/^location /gm)].length).toBe([...locations.matchAll(/^ {2}proxy_pass http:\/\/storefront;$/gm)].length);
  });
});
