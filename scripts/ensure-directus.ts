// Makes sure a pinned Directus (the blog's content system) is installed for the end-to-end tests, as
// scripts/ensure-chromium.ts does for the browser: outside the repository, in a directory reused by every
// run and every worktree, installed only when missing. Directus 12 needs Node 22 (its `isolated-vm` does
// not compile against Node 24's headers), so it gets a Node 22 of its own from the npm registry, whose
// headers its native modules (`isolated-vm`, `sqlite3`) are built against: nothing is downloaded from
// anywhere but the npm registry, and nothing at all when the shop or the tests run.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Directus release the blog's schema snapshot and the tests are made with. */
export const DIRECTUS_VERSION = '12.4.0';
/** The Node that runs it (the npm registry's build of Node, headers included). */
export const DIRECTUS_NODE_VERSION = '22.23.3';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The install's own package.json and lock, committed so that every machine installs the same tree. */
const INSTALL_SPEC = join(REPO, 'directus', 'install');

export interface DirectusInstall {
  /** The Node 22 binary to run Directus with. */
  node: string;
  /**
   * Directus's command-line entry (`node <cli> bootstrap`, `node <cli> start`): its API's own, which the
   * `directus` command runs after asking the npm registry for a newer release; the tests never ask.
   */
  cli: string;
  /** The directory holding the install (its node_modules/directus/LICENSE among others). */
  root: string;
}

function nodePackage(): string {
  if (process.platform !== 'linux' && process.platform !== 'darwin') {
    throw new Error(`Directus for the tests is installed on Linux and macOS only, not on ${process.platform}.`);
  }
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${process.platform}-${process.arch}`;
}

/** The reused directory: STOREFRONT_DIRECTUS_DIR, else /var/cache for root, else the user's cache. */
export function directusCacheDir(): string {
  if (process.env.STOREFRONT_DIRECTUS_DIR) return resolve(process.env.STOREFRONT_DIRECTUS_DIR);
  if (process.getuid?.() === 0) return '/var/cache/storefront-directus';
  return join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'storefront-directus');
}

/** One directory per pinned Directus, Node and lock, so a change to any of them installs afresh beside the old. */
function installDir(): string {
  const lock = existsSync(join(INSTALL_SPEC, 'package-lock.json')) ? readFileSync(join(INSTALL_SPEC, 'package-lock.json')) : '';
  const key = createHash('sha256')
    .update(readFileSync(join(INSTALL_SPEC, 'package.json')))
    .update(lock)
    .digest('hex')
    .slice(0, 12);
  return join(directusCacheDir(), `directus-${DIRECTUS_VERSION}-node-${DIRECTUS_NODE_VERSION}-${key}`);
}

function paths(root: string): DirectusInstall {
  return {
    node: join(root, 'node', 'node_modules', nodePackage(), 'bin', 'node'),
    cli: join(root, 'app', 'node_modules', '@directus', 'api', 'dist', 'cli', 'run.js'),
    root: join(root, 'app'),
  };
}

const has = (command: string): boolean => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** A C++ compiler, make and Python for node-gyp: on a new machine already; Debian's packages otherwise. */
function ensureToolchain(): void {
  const missing = ['python3', 'make', 'g++'].filter((c) => !has(c));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Building Directus's native modules needs ${missing.join(', ')}. Install Debian's packages: sudo apt-get install -y build-essential python3`,
    );
  }
  console.log(`[directus] installing Debian's build-essential and python3 (missing: ${missing.join(', ')})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'build-essential', 'python3'], { stdio: 'inherit', env });
}

function npm(args: string[], cwd: string, env: NodeJS.ProcessEnv): void {
  execFileSync('npm', args, { cwd, stdio: 'inherit', env });
}

function install(target: string): void {
  const started = Date.now();
  ensureToolchain();
  mkdirSync(dirname(target), { recursive: true });
  const work = `${target}.partial-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  const npmEnv: NodeJS.ProcessEnv = { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };

  // Node 22: the registry's per-platform package of the `node` package, binary and headers.
  const nodeDir = join(work, 'node');
  mkdirSync(nodeDir, { recursive: true });
  writeFileSync(join(nodeDir, 'package.json'), JSON.stringify({ name: 'storefront-directus-node', private: true }));
  console.log(`[directus] installing Node ${DIRECTUS_NODE_VERSION} (${nodePackage()}) from the npm registry into ${nodeDir}`);
  npm(['install', '--no-save', '--ignore-scripts', `${nodePackage()}@${DIRECTUS_NODE_VERSION}`], nodeDir, npmEnv);
  const node = join(nodeDir, 'node_modules', nodePackage());
  if (!existsSync(join(node, 'include', 'node', 'node_api.h'))) {
    throw new Error(`${nodePackage()}@${DIRECTUS_NODE_VERSION} has no headers at ${join(node, 'include', 'node')}; the native modules cannot be built.`);
  }

  // Directus itself, with npm running on Node 22 and node-gyp building against Node 22's headers.
  const appDir = join(work, 'app');
  mkdirSync(appDir, { recursive: true });
  copyFileSync(join(INSTALL_SPEC, 'package.json'), join(appDir, 'package.json'));
  const locked = existsSync(join(INSTALL_SPEC, 'package-lock.json'));
  if (locked) copyFileSync(join(INSTALL_SPEC, 'package-lock.json'), join(appDir, 'package-lock.json'));
  const appEnv: NodeJS.ProcessEnv = {
    ...npmEnv,
    PATH: `${join(node, 'bin')}:${process.env.PATH ?? ''}`,
    npm_config_nodedir: node,
  };
  console.log(
    `[directus] installing directus@${DIRECTUS_VERSION} into ${appDir} (${locked ? 'npm ci, from the committed lock' : 'npm install, no lock yet'}); this takes minutes`,
  );
  npm([locked ? 'ci' : 'install', '--no-audit', '--no-fund'], appDir, appEnv);

  const found = paths(work);
  const version = execFileSync(
    found.node,
    ['-e', 'process.stdout.write(require(process.argv[1]).version)', join(appDir, 'node_modules', 'directus', 'package.json')],
    { encoding: 'utf8' },
  );
  if (version !== DIRECTUS_VERSION) throw new Error(`Installed directus ${version}, expected ${DIRECTUS_VERSION}.`);
  // The native modules must load in the Node that runs Directus.
  execFileSync(found.node, ['-e', "require('sqlite3'); require('isolated-vm')"], { cwd: join(appDir, 'node_modules', 'directus'), stdio: 'inherit' });
  writeFileSync(join(work, 'complete'), `${new Date().toISOString()}\n`);
  renameSync(work, target);
  console.log(`[directus] installed in ${target} in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * When Directus is not installed yet, Debian's build tools its install needs (apt-get, as root), on their
 * own: the test command runs this first and the install itself in the background, so that this apt-get
 * never runs beside the one of another scripts/ensure-*.ts.
 */
export function ensureDirectusPrerequisites(): void {
  if (!existsSync(join(installDir(), 'complete'))) ensureToolchain();
}

/** Installs Directus when missing and returns how to run it. */
export function ensureDirectus(): DirectusInstall {
  const target = installDir();
  if (!existsSync(join(target, 'complete'))) {
    rmSync(target, { recursive: true, force: true });
    install(target);
  }
  const found = paths(target);
  for (const file of [found.node, found.cli]) {
    if (!existsSync(file)) throw new Error(`The Directus install in ${target} is incomplete (${file} is missing): delete the directory and run again.`);
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = ensureDirectus();
  console.log(JSON.stringify(found, null, 2));
}
