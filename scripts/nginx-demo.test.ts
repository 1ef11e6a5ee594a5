// The nginx side of the compose demo profile: deploy/nginx.conf rendered with the demo platform's
// locations and checked by the real nginx (`nginx -t`), and what those locations let through.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEPLOY_DIR, nginxTemplate, renderNginxConfig } from './nginx-config.ts';
import { startPlatform } from '../platform/app.ts';
import { freePort } from '../e2e/support/stack.ts';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * deploy/nginx.conf filled in for a temp dir, with the compose service names pointed at loopback (no DNS
 * here): the storefronts at a closed port, the platform at `platformPort`.
 */
function renderDemo(demo: boolean, listen = '127.0.0.1:1', platformPort = 9): { dir: string; config: string } {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-demo-'));
  dirs.push(dir);
  const confDir = join(dir, 'conf');
  mkdirSync(confDir);
  for (const file of readdirSync(join(DEPLOY_DIR, 'nginx'))) {
    if (!file.endsWith('.conf')) continue;
    const text = readFileSync(join(DEPLOY_DIR, 'nginx', file), 'utf8')
      .replace(/\bstorefront-\d+:4321\b/g, '127.0.0.1:9')
      .replace(/\bplatform:4322\b/g, `127.0.0.1:${platformPort}`);
    writeFileSync(join(confDir, file), text);
  }
  const none = join(confDir, 'none.conf');
  const config = join(dir, 'nginx.conf');
  writeFileSync(
    config,
    renderNginxConfig(nginxTemplate(), {
      NGINX_USER: userInfo().username,
      NGINX_LISTEN: listen,
      NGINX_STATE_DIR: dir,
      NGINX_CLIENT_DIR: dir,
      NGINX_CONF_DIR: confDir,
      NGINX_ERROR_LOG: join(dir, 'error.log'),
      NGINX_ACCESS_LOG: join(dir, 'access.log'),
      NGINX_BROTLI_MODULES: none,
      NGINX_BROTLI: none,
      NGINX_BROTLI_STATIC: none,
      NGINX_SERVER_NAME: '127.0.0.1',
      NGINX_DEMO_PLATFORM: demo ? join(confDir, 'demo-platform.conf') : none,
    }),
  );
  return { dir, config };
}

describe.skipIf(!existsSync(NGINX))('the demo profile in nginx', () => {
  it('nginx -t accepts the config with and without the demo platform locations', () => {
    for (const demo of [true, false]) {
      const { dir, config } = renderDemo(demo);
      const check = spawnSync(NGINX, ['-p', dir, '-c', config, '-e', join(dir, 'error.log'), '-t', '-q'], { encoding: 'utf8' });
      expect(check.stderr, `demo: ${demo}`).toBe('');
      expect(check.status, `demo: ${demo}`).toBe(0);
    }
  });

  it('passes only the pages shoppers open to the platform, never its API', () => {
    const demo = readFileSync(join(DEPLOY_DIR, 'nginx', 'demo-platform.conf'), 'utf8');
    const locations = [...demo.matchAll(/^location (.+) \{$/gm)].map((m) => m[1]);
    expect(locations).toEqual(['^~ /demo-platform/media/', '~ ^/demo-platform/(?:gateway|auth-simulator)/']);
    expect(demo).toContain('rewrite ^/demo-platform(/.*)$ $1 break;');
    // Uploaded SVGs opened on their own run no script on the shop's origin.
    expect(demo).toMatch(/add_header Content-Security-Policy "[^"]*sandbox" always;/);
  });

  it('the empty include adds nothing', () => {
    expect(
      readFileSync(join(DEPLOY_DIR, 'nginx', 'none.conf'), 'utf8')
        .replace(/^#.*$/gm, '')
        .trim(),
    ).toBe('');
  });
});

describe.skipIf(!existsSync(NGINX))("the demo profile's links, through the real nginx", () => {
  let nginx: ChildProcess | undefined;
  let platform: Awaited<ReturnType<typeof startPlatform>> | undefined;
  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await platform?.close();
  });

  it('product images, the gateway and the sign-in page the platform links to open through nginx; its API does not', async () => {
    const port = await freePort();
    const shop = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'nginx-demo-platform-'));
    dirs.push(dataDir);
    // As deploy/compose.yaml's demo profile sets it: PLATFORM_PUBLIC_URL = APP_HOST + /demo-platform.
    platform = await startPlatform({ port: 0, dataDir, demo: true, publicUrl: `${shop}/demo-platform` });
    const { dir, config } = renderDemo(true, `127.0.0.1:${port}`, platform.port);
    nginx = spawn(NGINX, ['-p', dir, '-c', config, '-e', join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: 'ignore' });
    for (let i = 0; i < 100; i += 1) {
      if (
        await fetch(`${shop}/_health`).then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const api = async (path: string, init?: RequestInit) =>
      (await (await fetch(`${platform!.url}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } })).json()) as { data: any };

    const image = (await api('/products/kubek-ceramiczny-las')).data.cover.url as string;
    expect(image.startsWith(`${shop}/demo-platform/media/`)).toBe(true);
    const picture = await fetch(image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(picture.headers.get('content-security-policy')).toContain('sandbox');

    const pl = (await api('/sales-channels/pl')).data.id;
    const shipping = (await api('/shipping-methods')).data.find((m: { name: string }) => m.name === 'Kurier');
    const card = shipping.payment_methods.find((m: { alias: string }) => m.alias === 'card');
    const address = { name: 'Jan Nowak', address: 'ul. Polna 3', city: 'Gdańsk', zip: '80-001', country: 'PL', phone: '+48600100200' };
    const product = (await api('/products/torba-plocienna')).data.id;
    const order = (
      await api('/orders', {
        method: 'POST',
        body: JSON.stringify({
          email: 'jan@example.com',
          items: [{ product_id: product, quantity: 1 }],
          shipping_method_id: shipping.id,
          shipping_place: address,
          billing_address: address,
          currency: 'PLN',
          sales_channel_id: pl,
          coupons: [],
          sale_ids: [],
        }),
      })
    ).data;
    const payment = (await api(`/orders/${order.code}/pay/id:${card.id}`, { method: 'POST', body: JSON.stringify({ continue_url: `${shop}/dziekujemy` }) }))
      .data;
    expect(payment.redirect_url.startsWith(`${shop}/demo-platform/gateway/`)).toBe(true);
    const gateway = await fetch(payment.redirect_url);
    expect(gateway.status).toBe(200);
    expect(await gateway.text()).toContain(order.code);

    const signIn = (await api('/auth/providers/github/redirect', { method: 'POST', body: JSON.stringify({ return_url: `${shop}/login/provider/github` }) }))
      .data.redirect_url as string;
    expect(signIn.startsWith(`${shop}/demo-platform/auth-simulator/github/authorize?`)).toBe(true);
    expect((await fetch(signIn)).status).toBe(200);

    // The rest of the platform's API is not behind /demo-platform/: it goes to the storefronts (closed here).
    for (const path of ['/demo-platform/products', '/demo-platform/login', '/demo-platform/media/../users', '/demo-platform/auth/providers']) {
      const answer = await fetch(`${shop}${path}`);
      expect(answer.headers.get('content-type') ?? '', path).not.toContain('application/json');
      expect(answer.status, path).toBe(502);
    }
  });
});
