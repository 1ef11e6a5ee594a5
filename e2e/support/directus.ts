// A real Directus (scripts/ensure-directus.ts installs it, outside the repository) for one test worker: a
// SQLite database of its own in a temp dir, loopback only, a free port, an administrator and the blog's schema
// from directus/schema.json, the storefront's two roles (directus/setup.ts) with a reader user holding a
// static token and a preview user signing in with a password. Stopped, and its directory removed, after.
//
// Bootstrapping Directus's own tables and preparing the blog's take most of a start and come out the same
// every time: the first start of a test run prepares one database (under E2E_RUN_DIR, e2e/support/global-setup.ts),
// and every start copies it. The instances share nothing else; each has its own file, secret and port.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDirectus } from '../../scripts/ensure-directus.ts';
import { applyAccess, applySchema } from '../../directus/setup.ts';
import { freePort } from './stack.ts';

interface Credentials {
  admin: { email: string; password: string; token: string };
  /** The storefront's read-only user's static token (DIRECTUS_TOKEN). */
  readerToken: string;
  /** The preview user (DIRECTUS_PREVIEW_EMAIL, DIRECTUS_PREVIEW_PASSWORD). */
  preview: { email: string; password: string };
}

export interface DirectusServer extends Credentials {
  url: string;
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
const newAdmin = (): Credentials['admin'] => ({ email: 'admin@example.com', password: secret(), token: secret() });
const DATABASE = 'data.db';

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

/** A Directus project directory: the uploads and extensions directories must exist; a package.json marks it as the project's. */
function projectDirectory(dir: string): string {
  mkdirSync(join(dir, 'uploads'), { recursive: true });
  mkdirSync(join(dir, 'extensions'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'directus-e2e', private: true }));
  return dir;
}

interface Served {
  url: string;
  stop(): Promise<void>;
}

/** Serves the database in `dir` (made first by `directus bootstrap` when `bootstrap` is set) until `stop`. */
async function serve(dir: string, admin: Credentials['admin'], options: { bootstrap: boolean; env?: NodeJS.ProcessEnv }): Promise<Served> {
  const install = ensureDirectus();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
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
    DB_FILENAME: join(dir, DATABASE),
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
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(String(chunk));
    if (output.length > 200) output.shift();
    if (process.env.E2E_VERBOSE) process.stderr.write(`[directus] ${chunk}`);
  };

  // `bootstrap` makes the database and the administrator; `start` serves.
  if (options.bootstrap) {
    await new Promise<void>((resolve, reject) => {
      const boot = spawn(install.node, [install.cli, 'bootstrap'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
      boot.stdout?.on('data', keep);
      boot.stderr?.on('data', keep);
      boot.once('error', reject);
      boot.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`directus bootstrap exited with ${code}:\n${output.join('')}`))));
    });
  }
  const child: ChildProcess = spawn(install.node, [install.cli, 'start'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
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
  return { url, stop };
}

/** Bootstraps a database in `dir` and prepares the blog's schema, roles and users in it; answers who can sign in. */
async function prepareDatabase(dir: string): Promise<Credentials> {
  const credentials: Credentials = {
    admin: newAdmin(),
    readerToken: secret(),
    preview: { email: 'preview@example.com', password: secret() },
  };
  const { admin, readerToken, preview } = credentials;
  const served = await serve(projectDirectory(dir), admin, { bootstrap: true });
  try {
    await applySchema(served.url, admin.token);
    const roles = await applyAccess(served.url, admin.token);
    await api(served.url, admin.token, 'POST', '/users', { email: 'storefront@example.com', role: roles.readerRole, token: readerToken, status: 'active' });
    await api(served.url, admin.token, 'POST', '/users', { email: preview.email, password: preview.password, role: roles.previewRole, status: 'active' });
  } finally {
    await served.stop();
  }
  return credentials;
}

/** Where this test run keeps what its workers make once: Playwright's run directory, or one of this process's own. */
function runDirectory(): string {
  if (process.env.E2E_RUN_DIR) return process.env.E2E_RUN_DIR;
  const own = mkdtempSync(join(tmpdir(), 'directus-run-'));
  process.once('exit', () => rmSync(own, { recursive: true, force: true }));
  process.env.E2E_RUN_DIR = own;
  return own;
}

let prepared: Promise<{ dir: string; credentials: Credentials }> | undefined;

/**
 * The run's prepared database: the worker that asks first makes it (creating its directory is the lock);
 * the others wait for its credentials file, written last.
 */
function preparedDatabase(): Promise<{ dir: string; credentials: Credentials }> {
  prepared ??= (async () => {
    const dir = join(runDirectory(), 'directus-prepared');
    const ready = join(dir, 'credentials.json');
    const failed = join(dir, 'failed.txt');
    try {
      mkdirSync(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const deadline = Date.now() + 10 * 60_000;
      while (!existsSync(ready)) {
        if (existsSync(failed)) throw new Error(`Another worker could not prepare Directus's database:\n${readFileSync(failed, 'utf8')}`);
        if (Date.now() > deadline) throw new Error(`Directus's database was not prepared within 10 minutes (${dir})`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return { dir, credentials: JSON.parse(readFileSync(ready, 'utf8')) as Credentials };
    }
    try {
      const credentials = await prepareDatabase(dir);
      writeFileSync(`${ready}.part`, JSON.stringify(credentials));
      renameSync(`${ready}.part`, ready);
      return { dir, credentials };
    } catch (error) {
      writeFileSync(failed, String(error));
      throw error;
    }
  })();
  return prepared;
}

/**
 * Starts a Directus with the blog prepared (`prepare: false`: an empty database and an administrator alone);
 * `env` adds to its settings.
 */
export async function startDirectus(options: { prepare?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<DirectusServer> {
  const started = Date.now();
  const dir = projectDirectory(mkdtempSync(join(tmpdir(), 'directus-e2e-')));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    let credentials: Credentials;
    if (options.prepare === false) {
      credentials = {
        admin: newAdmin(),
        readerToken: '',
        preview: { email: '', password: '' },
      };
    } else {
      const database = await preparedDatabase();
      // The database file and whatever SQLite kept beside it (a journal).
      for (const file of readdirSync(database.dir)) if (file.startsWith(DATABASE)) copyFileSync(join(database.dir, file), join(dir, file));
      credentials = database.credentials;
    }
    const served = await serve(dir, credentials.admin, { bootstrap: options.prepare === false, env: options.env });
    const stop = async () => {
      await served.stop();
      remove();
    };
    return { url: served.url, ...credentials, startedInMs: Date.now() - started, stop };
  } catch (error) {
    remove();
    throw error;
  }
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
