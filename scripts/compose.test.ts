// deploy/compose.yaml as an operator runs it (Docker is not needed: the file is read with `yaml` and its
// properties asserted): a real platform by default, the embedded one only in the demo profile and never
// published, no secret or password given a default.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEPLOY_DIR } from './nginx-config.ts';

type Service = {
  image?: string;
  profiles?: string[];
  ports?: unknown[];
  expose?: unknown[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { required?: boolean; condition?: string }>;
};
const compose = parse(readFileSync(join(DEPLOY_DIR, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const { services } = compose;
const demoEnv = Object.fromEntries(
  readFileSync(join(DEPLOY_DIR, 'demo.env'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => line.split(/=(.*)/s).slice(0, 2)),
);
const required = (value: string | undefined, name: string) => expect(value, name).toMatch(new RegExp(`^\\$\\{${name}:\\?[^}]+\\}$`));

describe('deploy/compose.yaml', () => {
  it('runs the embedded platform only in the demo profile, with no published port', () => {
    const platform = services.platform!;
    expect(platform.profiles).toEqual(['demo']);
    expect(platform.ports).toBeUndefined();
    expect(platform.expose).toEqual(['4322']);
    expect(platform.environment?.PLATFORM_DEMO).toBe('1');
    const published = Object.entries(services)
      .filter(([, s]) => s.ports?.length)
      .map(([name]) => name);
    expect(published).toEqual(['nginx']);
  });

  it('by default runs nginx and two storefronts against the platform PLATFORM_API_URL names (required)', () => {
    const byDefault = Object.entries(services)
      .filter(([, s]) => !s.profiles)
      .map(([name]) => name)
      .sort();
    expect(byDefault).toEqual(['nginx', 'rate-limits', 'storefront-1', 'storefront-2']);
    for (const name of ['storefront-1', 'storefront-2']) {
      const env = services[name]!.environment!;
      required(env.PLATFORM_API_URL, 'PLATFORM_API_URL');
      required(env.APP_HOST, 'APP_HOST');
      required(env.AUTH_SECRET, 'AUTH_SECRET');
      expect(env.IS_PRODUCTION).toBe('1');
      expect(env.TRUST_PROXY).toBe('1');
      // Waiting for the demo platform must not make it a requirement of the default stack.
      expect(services[name]!.depends_on?.platform?.required).toBe(false);
    }
    required(services.nginx!.environment!.NGINX_SERVER_NAME, 'NGINX_SERVER_NAME');
    expect(services.nginx!.environment!.NGINX_DEMO_PLATFORM).toBe('${NGINX_DEMO_PLATFORM:-/etc/nginx/storefront/none.conf}');
  });

  it('every storefront keeps its rate limits in the stack’s one Valkey server, waiting until it answers', () => {
    const storefronts = Object.keys(services).filter((name) => name.startsWith('storefront'));
    expect(storefronts.length).toBeGreaterThan(1);
    const store = services['rate-limits']!;
    expect(store.image).toMatch(/^valkey\/valkey:/);
    expect(store.ports).toBeUndefined();
    expect(store.expose).toEqual(['6379']);
    for (const name of storefronts) {
      expect(services[name]!.environment?.RATE_LIMIT_REDIS_URL, name).toBe('redis://rate-limits:6379');
      expect(services[name]!.depends_on?.['rate-limits']?.condition, name).toBe('service_healthy');
    }
  });

  it('gives no password or secret a default, and publishes none', () => {
    const text = readFileSync(join(DEPLOY_DIR, 'compose.yaml'), 'utf8') + readFileSync(join(DEPLOY_DIR, 'demo.env'), 'utf8');
    expect(text).not.toContain('demo-admin-password');
    expect(text).not.toMatch(/(?:PASSWORD|SECRET)[^:\n]*:-[^}]/);
    expect(services.platform!.environment!.PLATFORM_ADMIN_PASSWORD).toBe('${PLATFORM_ADMIN_PASSWORD:-}');
    expect(demoEnv.AUTH_SECRET).toBeUndefined();
    expect(Object.keys(demoEnv).filter((name) => /PASSWORD|SECRET/.test(name))).toEqual([]);
  });

  it("the demo env file points the stack at the internal platform and turns on nginx's demo locations", () => {
    expect(demoEnv).toMatchObject({
      PLATFORM_API_URL: 'http://platform:4322',
      NGINX_DEMO_PLATFORM: '/etc/nginx/storefront/demo-platform.conf',
      NGINX_SERVER_NAME: new URL(demoEnv.APP_HOST!).hostname,
    });
    // The platform's browser links go through nginx's /demo-platform/ locations on the shop's origin.
    expect(services.platform!.environment!.PLATFORM_PUBLIC_URL).toMatch(/^\$\{APP_HOST:\?[^}]+\}\/demo-platform$/);
    expect(services.platform!.environment!.PLATFORM_ALLOWED_ORIGINS).toMatch(/^\$\{APP_HOST:\?[^}]+\}$/);
  });
});
