// nginx in front of storefront processes, as deploy/nginx.conf runs it in production: the template
// filled in for a temp dir (pid, logs, temp files, microcache) and a loopback port, the upstream
// pointing at the given processes. A non-daemon child, stopped with the test.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { brotliAvailable, DEPLOY_DIR, nginxTemplate, renderNginxConfig } from '../../scripts/nginx-config.ts';
import { freePort, waitForHttp } from './stack.ts';

export const NGINX_BINARY = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The host the tests reach nginx by (their base URLs are http://127.0.0.1:port); any other Host is refused. */
export const NGINX_SERVER_NAME = '127.0.0.1';
const clientDir = new URL('../../dist/client', import.meta.url).pathname;

export interface Nginx {
  baseURL: string;
  /** The access log (its `cache=` field is $upstream_cache_status). */
  accessLog: string;
  logLines(): string[];
  stop(): Promise<void>;
}

/** The config for `upstreams` (host:port each) listening on `port`, written into `dir`; answers its path. */
export function writeNginxConfig(dir: string, port: number, upstreams: readonly string[]): { config: string; accessLog: string } {
  const confDir = join(dir, 'conf');
  mkdirSync(confDir, { recursive: true });
  for (const file of readdirSync(join(DEPLOY_DIR, 'nginx'))) if (file.endsWith('.conf')) copyFileSync(join(DEPLOY_DIR, 'nginx', file), join(confDir, file));
  // The production upstream block with these processes instead of the compose file's two containers.
  const upstream = readFileSync(join(confDir, 'upstream.conf'), 'utf8')
    .replace(/^(\s*)server \S+( .*);$/m, (_, indent: string, parameters: string) =>
      upstreams.map((address) => `${indent}server ${address}${parameters};`).join('\n'),
    )
    .replace(/^\s*server storefront-\d+:4321 .*\n/gm, '');
  writeFileSync(join(confDir, 'upstream.conf'), upstream);
  const empty = join(confDir, 'empty.conf');
  writeFileSync(empty, '');
  const brotli = brotliAvailable();
  const accessLog = join(dir, 'access.log');
  const config = join(dir, 'nginx.conf');
  writeFileSync(
    config,
    renderNginxConfig(nginxTemplate(), {
      NGINX_USER: userInfo().username,
      NGINX_LISTEN: `127.0.0.1:${port}`,
      NGINX_STATE_DIR: dir,
      NGINX_CLIENT_DIR: clientDir,
      NGINX_CONF_DIR: confDir,
      NGINX_ERROR_LOG: join(dir, 'error.log'),
      NGINX_ACCESS_LOG: accessLog,
      NGINX_BROTLI_MODULES: brotli ? join(confDir, 'brotli-modules.conf') : empty,
      NGINX_BROTLI: brotli ? join(confDir, 'brotli.conf') : empty,
      NGINX_BROTLI_STATIC: brotli ? join(confDir, 'brotli-static.conf') : empty,
      NGINX_SERVER_NAME: NGINX_SERVER_NAME,
      NGINX_DEMO_PLATFORM: empty,
    }),
  );
  return { config, accessLog };
}

/** nginx on `port` (a free one by default) in front of `upstreams`. */
export async function startNginx(upstreams: readonly string[], port?: number): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-e2e-'));
  port ??= await freePort();
  const { config, accessLog } = writeNginxConfig(dir, port, upstreams);
  const args = ['-p', dir, '-c', config, '-e', join(dir, 'error.log')];
  const check = spawnSync(NGINX_BINARY, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  const child: ChildProcess = spawn(NGINX_BINARY, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const log = (chunk: Buffer) => {
    if (process.env.E2E_VERBOSE) process.stderr.write(`[nginx] ${chunk}`);
  };
  child.stdout?.on('data', log);
  child.stderr?.on('data', log);
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGQUIT'); // graceful: workers finish their requests
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });
  try {
    await waitForHttp(`${baseURL}/_health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseURL,
    accessLog,
    logLines: () => readFileSync(accessLog, 'utf8').split('\n').filter(Boolean),
    stop,
  };
}
