// Writes .br and .gz beside every compressible client asset after the build, so the
// storefront serves them precompressed (the Node adapter itself compresses nothing).
import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const MIN_BYTES = 256;

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|xml|txt|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

export function precompress(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        let count = 0;
        for await (const path of files(fileURLToPath(dir))) {
          const body = await readFile(path);
          // Small files too: a shared chunk of 800 bytes still halves (the JS budgets count every byte);
          // a version is written only when it is smaller than the file itself.
          if (body.length < MIN_BYTES) continue;
          const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
          const gzip = gzipSync(body, { level: 9 });
          if (brotli.length < body.length) await writeFile(`${path}.br`, brotli);
          if (gzip.length < body.length) await writeFile(`${path}.gz`, gzip);
          count += 1;
        }
        logger.info(`precompressed ${count} assets`);
      },
    },
  };
}
