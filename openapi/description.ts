// Loads the platform and price-tracker descriptions as single documents, for the embedded
// platform's contract tests (ajv) and for tooling. Plain Node (type stripping): erasable
// TypeScript only; imports nothing from src/ or platform/.
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';

export const platformDescriptionPath = fileURLToPath(new URL('./platform.yaml', import.meta.url));
export const priceTrackerDescriptionPath = fileURLToPath(new URL('./price-tracker.yaml', import.meta.url));

export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; [section: string]: unknown };
  [key: string]: unknown;
};

async function load(path: string): Promise<OpenApiDocument> {
  const config = await createConfig({});
  const result = await bundle({ ref: path, config, dereference: false });
  const problems = result.problems.filter((problem) => problem.severity === 'error');
  if (problems.length > 0) {
    throw new Error(`${path}: ${problems.map((problem) => problem.message).join('; ')}`);
  }
  return result.bundle.parsed as OpenApiDocument;
}

/**
 * The platform description as one document: files it refers to are inlined, and references
 * inside it stay `#/components/...` pointers (the schemas are recursive, e.g. a product set's
 * children, so a fully dereferenced copy would be cyclic). With ajv (2020-12 dialect):
 *   const ajv = new Ajv2020({ strict: false }); addFormats(ajv);
 *   ajv.addSchema(doc, 'platform');
 *   const validate = ajv.getSchema('platform#/components/schemas/Product');
 */
export function loadPlatformDescription(): Promise<OpenApiDocument> {
  return load(platformDescriptionPath);
}

/** The price-tracker description as one document (see loadPlatformDescription). */
export function loadPriceTrackerDescription(): Promise<OpenApiDocument> {
  return load(priceTrackerDescriptionPath);
}
