// The "Astro floor" side of the throughput phase: a fresh Astro project with the storefront's
// Astro and Node adapter, served as the storefront serves its build (node:http calling the adapter's
// handler), whose one page answers the given HTML as one string read at build time: no component, no data,
// no middleware, no page cache. What any page Astro answers costs on this machine beyond Node's own HTTP
// (the bare server): the floor under the rendered product page. Built into a temporary folder (a few
// seconds, before any load), which is removed when the process is stopped. Prints its URL on stdout.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const file = process.argv[2];
if (!file) throw new Error('usage: node scripts/bench-astro-floor-server.ts <html file>');

process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.NODE_ENV = 'production';
const project = mkdtempSync(join(tmpdir(), 'bench-astro-floor-'));
const removeProject = () => rmSync(project, { recursive: true, force: true });
try {
  mkdirSync(join(project, 'src', 'pages'), { recursive: true });
  copyFileSync(file, join(project, 'src', 'page.html'));
  writeFileSync(join(project, 'src', 'pages', 'index.astro'), "---\nimport html from '../page.html?raw';\n---\n<Fragment set:html={html} />\n");
  writeFileSync(join(project, 'package.json'), '{ "type": "module", "private": true }\n');
  symlinkSync(new URL('../node_modules', import.meta.url).pathname, join(project, 'node_modules'), 'dir');

  const { build } = await import('astro');
  const { default: node } = await import('@astrojs/node');
  // Build output goes to stderr: stdout carries only the URL.
  const log = console.log;
  console.log = console.error;
  await build({ root: project, configFile: false, output: 'server', adapter: node({ mode: 'middleware' }), logLevel: 'error' });
  console.log = log;
} catch (error) {
  removeProject();
  throw error;
}

const { handler } = (await import(pathToFileURL(join(project, 'dist', 'server', 'entry.mjs')).href)) as {
  handler: (req: IncomingMessage, res: ServerResponse) => void;
};
const server = createServer((req, res) => handler(req, res));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) console.log(`http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () =>
  server.close(() => {
    removeProject();
    process.exit(0);
  }),
);
