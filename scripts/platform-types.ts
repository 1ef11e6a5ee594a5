// Generates the TypeScript types of the platform and price-tracker descriptions
// (openapi/*.yaml) into src/lib/platform/*.d.ts. `npm run platform:types` writes them;
// scripts/platform-types.test.ts fails when the committed files are stale.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('../', import.meta.url);

export const generatedTypes = [
  { description: 'openapi/platform.yaml', output: 'src/lib/platform/schema.d.ts' },
  { description: 'openapi/price-tracker.yaml', output: 'src/lib/platform/price-tracker-schema.d.ts' },
] as const;

const header = (source: string) => `// Generated from ${source} by \`npm run platform:types\`. Do not edit by hand.\n\n`;

/** The text each generated file should have, from the descriptions as they are now. */
export async function renderPlatformTypes(): Promise<Array<{ output: string; text: string }>> {
  const results: Array<{ output: string; text: string }> = [];
  for (const { description, output } of generatedTypes) {
    const ast = await openapiTS(new URL(description, root), { alphabetize: false });
    results.push({ output, text: header(description) + astToString(ast) });
  }
  return results;
}

export async function readCommitted(output: string): Promise<string | undefined> {
  try {
    return await readFile(new URL(output, root), 'utf8');
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  for (const { output, text } of await renderPlatformTypes()) {
    await writeFile(new URL(output, root), text);
    console.log(`wrote ${output}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
