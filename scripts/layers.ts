// `npm run lint:layers`: the layer rules of .dependency-cruiser.cjs over the whole tree, .astro files
// included. dependency-cruiser parses no .astro file, so it runs on a copy of the tree in which each
// `Name.astro` stands as `Name.astro.ts`: its frontmatter followed by its bundled <script> blocks. An
// import of `./Name.astro` resolves to that twin, so what a component imports, and what imports it,
// meets the same rules as any TypeScript module. Violations name the .astro file. Exits non-zero on any.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

/** The folders the rules look at. */
export const CRUISED = ['src', 'platform', 'openapi', 'server', 'scripts', 'integrations', 'bench', 'e2e', 'directus'];
const ROOT_FILES = ['tsconfig.json', 'package.json', '.dependency-cruiser.cjs'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data', '.astro']);

/**
 * The TypeScript a .astro file runs: its frontmatter, then every <script> Astro bundles (not
 * `is:inline`, not a data block with a `type`, not one filled through `set:html` or `src`).
 */
export function astroTwin(source: string): string {
  const parts: string[] = [];
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (frontmatter) parts.push(frontmatter[1] ?? '');
  // A self-closing <script … /> has no body (and must not swallow the script after it).
  for (const match of source.matchAll(/<script(\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/script>)/g)) {
    const attributes = match[1] ?? '';
    if (match[2] === undefined || /\bis:inline\b|\btype\s*=|\bset:html\b|\bsrc\s*=/.test(attributes)) continue;
    parts.push(match[2]);
  }
  return `${parts.join('\n;\n')}\n`;
}

function copyTree(from: string, to: string): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const source = join(from, entry.name);
    if (entry.isDirectory()) {
      copyTree(source, join(to, entry.name));
    } else if (entry.name.endsWith('.astro')) {
      mkdirSync(to, { recursive: true });
      writeFileSync(join(to, `${entry.name}.ts`), astroTwin(readFileSync(source, 'utf8')));
    } else if (entry.isFile()) {
      mkdirSync(to, { recursive: true });
      copyFileSync(source, join(to, entry.name));
    }
  }
}

/** Runs dependency-cruiser on the twin tree of `root`; returns its exit status (the number of errors). */
export function checkLayers(root: string): number {
  const twin = mkdtempSync(join(tmpdir(), 'storefront-layers-'));
  try {
    for (const folder of CRUISED) copyTree(join(root, folder), join(twin, folder));
    for (const file of ROOT_FILES) copyFileSync(join(root, file), join(twin, file));
    symlinkSync(realpathSync(join(root, 'node_modules')), join(twin, 'node_modules'), 'dir');
    const depcruise = join(root, 'node_modules', '.bin', 'depcruise');
    const result = spawnSync(depcruise, ['--config', '.dependency-cruiser.cjs', ...CRUISED], {
      cwd: twin,
      encoding: 'utf8',
      env: { ...process.env, LAYERS_ASTRO_TWINS: '1' },
    });
    const named = (text: string) => text.replaceAll('.astro.ts', '.astro').replaceAll(`${twin}/`, '');
    process.stdout.write(named(result.stdout ?? ''));
    process.stderr.write(named(result.stderr ?? ''));
    return result.status ?? 1;
  } finally {
    rmSync(twin, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = relative(process.cwd(), dirname(dirname(new URL(import.meta.url).pathname))) || '.';
  process.exit(checkLayers(root));
}
