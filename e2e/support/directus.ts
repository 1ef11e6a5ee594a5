// A real Directus (scripts/ensure-directus.ts installs it, outside the repository) for one test worker: a
// fresh SQLite database in a temp dir, loopback only, a free port, an administrator and the blog's schema
// from directus/schema.json, the storefront's two roles (directus/setup.ts) with a reader user holding a
// static token and a preview user signing in with a password. Stopped, and its directory removed, after.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDirectus } from '../../scripts/ensure-directus.ts';
import { applyAccess, applySchema } from '../../directus/setup.ts';
import { freePort } from './stack.ts';

export interface DirectusServer {
  url: string;
  admin: { email: string; password: string; token: string };
  /** The storefront's read-only user's static token (DIRECTUS_TOKEN). */
  readerToken: string;
  /** The preview user (DIRECTUS_PREVIEW_EMAIL, DIRECTUS_PREVIEW_PASSWORD). */
  preview: { email: string; password: string };
  /** Milliseconds from spawn to a healthy, prepared instance. */
  startedInMs: number;
  stop(): Promise<void>;
}

export interface NewPost {
  status?: 'draft' | 'published';
  language: 'pl' | 'en';
  title: string;
  slug: string;
  lead?: string;
  body?: string;
  tags?: string[];
  author?: string;
  published_at?: string;
  seo_title?: string;
  seo_description?: string;
  cover?: string;
  cover_alt?: string;
}

const secret = () => randomBytes(24).toString('base64url');

async function api<T>(url: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Directus ${method} ${path}: HTTP ${response.status} ${text}`);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

/** Starts a Directus with an empty database and an administrator; `prepare: false` skips the blog's schema and roles; `env` adds to its settings. */
export async function startDirectus(options: { prepare?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<DirectusServer> {
  const started = Date.now();
  const install = ensureDirectus();
  const dir = mkdtempSync(join(tmpdir(), 'directus-e2e-'));
  // The uploads and extensions directories must exist; a package.json marks the directory as the project's.
  mkdirSync(join(dir, 'uploads'));
  mkdirSync(join(dir, 'extensions'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'directus-e2e', private: true }));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const admin = { email: 'admin@example.com', password: secret(), token: secret() };
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: dir,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    SECRET: secret(),
    DB_CLIENT: 'sqlite3',
    // A test machine runs Directus beside browsers and servers: its load shedding (503 "Under pressure" when
    // the event loop lags) would fail the tests by the machine's load, not by what they check.
    PRESSURE_LIMITER_ENABLED: 'false',
    DB_FILENAME: join(dir, 'data.db'),
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: join(dir, 'uploads'),
    EXTENSIONS_PATH: join(dir, 'extensions'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_TOKEN: admin.token,
    TELEMETRY: 'false',
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    WEBSOCKETS_ENABLED: 'false',
    MARKETPLACE_TRUST: 'sandbox',
    LOG_LEVEL: process.env.E2E_VERBOSE ? 'info' : 'warn',
    ...options.env,
  };
  const log = (chunk: Buffer) => {
    if (process.env.E2E_VERBOSE) process.stderr.write(`[directus] ${chunk}`);
  };
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(String(chunk));
    if (output.length > 200) output.shift();
    log(chunk);
  };

  // `bootstrap` makes the database and the administrator; `start` serves.
  await new Promise<void>((resolve, reject) => {
    const boot = spawn(install.node, [install.cli, 'bootstrap'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    boot.stdout?.on('data', keep);
    boot.stderr?.on('data', keep);
    boot.once('error', reject);
    boot.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`directus bootstrap exited with ${code}:\n${output.join('')}`))));
  });
  const child: ChildProcess = spawn(install.node, [install.cli, 'start'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });

  // Directus takes 10 s to start on an idle machine, minutes on a loaded one.
  const deadline = Date.now() + 240_000;
  let lastHealth = 'no answer';
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`directus start exited with ${child.exitCode}:\n${output.join('')}`);
    }
    try {
      // Directus 12 answers its health check to an administrator only (403 otherwise).
      const health = await fetch(`${url}/server/health`, { headers: { Authorization: `Bearer ${admin.token}` } });
      lastHealth = `HTTP ${health.status} ${await health.text()}`;
      if (health.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Directus did not become healthy on ${url} within 240 s (${lastHealth}):\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const preview = { email: 'preview@example.com', password: secret() };
  const readerToken = secret();
  try {
    if (options.prepare !== false) {
      await applySchema(url, admin.token);
      const roles = await applyAccess(url, admin.token);
      await api(url, admin.token, 'POST', '/users', { email: 'storefront@example.com', role: roles.readerRole, token: readerToken, status: 'active' });
      await api(url, admin.token, 'POST', '/users', { email: preview.email, password: preview.password, role: roles.previewRole, status: 'active' });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, admin, readerToken, preview, startedInMs: Date.now() - started, stop };
}

/** Creates a blog post as marketing would (through the REST API, as the administrator); returns its id. */
export async function createPost(directus: DirectusServer, post: NewPost): Promise<number> {
  const created = await api<{ id: number }>(directus.url, directus.admin.token, 'POST', '/items/blog_posts', { status: 'draft', ...post });
  return created.id;
}

/** Changes a post (publishing a draft, say). */
export async function updatePost(directus: DirectusServer, id: number, change: Partial<NewPost>): Promise<void> {
  await api(directus.url, directus.admin.token, 'PATCH', `/items/blog_posts/${id}`, change);
}

/** Uploads an image to Directus's file library; returns the file's id (a post's `cover`). */
export async function uploadImage(directus: DirectusServer, name: string, bytes: Uint8Array<ArrayBuffer>, type: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const response = await fetch(`${directus.url}/files`, { method: 'POST', headers: { Authorization: `Bearer ${directus.admin.token}` }, body: form });
  if (!response.ok) throw new Error(`Directus POST /files: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}
