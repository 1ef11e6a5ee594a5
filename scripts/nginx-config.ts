// The production nginx configuration (deploy/nginx.conf) filled in for a run on this machine: the
// end-to-end test (e2e/support/nginx.ts) and the benchmark's nginx phase. deploy/nginx/entrypoint.sh
// does the same with envsubst in the image. Also the one source of deploy/nginx/asset-headers.conf.
import { existsSync, readFileSync } from 'node:fs';
import { ASSET_SECURITY_HEADERS } from '../src/lib/security-headers.ts';

export const DEPLOY_DIR = new URL('../deploy/', import.meta.url).pathname;
export const NGINX_TEMPLATE = new URL('../deploy/nginx.conf', import.meta.url).pathname;
const BROTLI_MODULES = ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'];

export interface NginxValues {
  NGINX_USER: string;
  /** `host:port` or a port. */
  NGINX_LISTEN: string;
  /** pid file, temp files and the microcache live here. */
  NGINX_STATE_DIR: string;
  /** The build's dist/client. */
  NGINX_CLIENT_DIR: string;
  /** deploy/nginx, or a copy with another upstream.conf. */
  NGINX_CONF_DIR: string;
  NGINX_ERROR_LOG: string;
  NGINX_ACCESS_LOG: string;
  /** deploy/nginx/brotli-modules.conf, or an empty file without Debian's brotli modules. */
  NGINX_BROTLI_MODULES: string;
  NGINX_BROTLI: string;
  NGINX_BROTLI_STATIC: string;
  /** The shop's host name(s) (server_name); any other Host gets its connection closed. */
  NGINX_SERVER_NAME: string;
  /** deploy/nginx/demo-platform.conf in the compose demo profile, else deploy/nginx/none.conf. */
  NGINX_DEMO_PLATFORM: string;
}

const PLACEHOLDER = /\$\{(NGINX_[A-Z_]+)\}/g;

/** Replaces every `${NGINX_…}` placeholder; an unknown or missing one is an error, not an empty string. */
export function renderNginxConfig(template: string, values: NginxValues): string {
  const known = values as unknown as Record<string, string | undefined>;
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = known[name];
    if (value === undefined || value === '') throw new Error(`nginx template: no value for \${${name}}`);
    return value;
  });
}

/** Whether Debian's brotli modules for nginx are installed (libnginx-mod-http-brotli-filter/-static). */
export const brotliAvailable = (): boolean => BROTLI_MODULES.every((file) => existsSync(file));

export const nginxTemplate = (): string => readFileSync(NGINX_TEMPLATE, 'utf8');

/**
 * deploy/nginx/asset-headers.conf: what the storefront sends with a hashed file (server/storefront.ts),
 * for the ones nginx serves from disk: the same security headers and a year's immutable caching.
 */
export function assetHeadersConf(): string {
  const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  const lines = Object.entries({ ...ASSET_SECURITY_HEADERS, 'Cache-Control': 'public, max-age=31536000, immutable' }).map(
    ([name, value]) => `add_header ${name} ${quote(value)} always;`,
  );
  return [
    '# Generated from src/lib/security-headers.ts ASSET_SECURITY_HEADERS by scripts/nginx-config.ts',
    '# (`node scripts/nginx-config.ts asset-headers`); a unit test keeps the two equal.',
    ...lines,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === 'asset-headers') process.stdout.write(assetHeadersConf());
