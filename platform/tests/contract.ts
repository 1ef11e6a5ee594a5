import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { loadPlatformDescription, loadPriceTrackerDescription, type OpenApiDocument } from '../../openapi/description.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

type Responses = Record<string, { $ref?: string; content?: Record<string, unknown> }>;

/** Validates response bodies against the operation's response schema in openapi/platform.yaml. */
export class Contract {
  private readonly ajv: Ajv2020;
  private readonly docs: Record<string, OpenApiDocument>;
  private readonly cache = new Map<string, ValidateFunction>();

  private constructor(docs: Record<string, OpenApiDocument>) {
    this.docs = docs;
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    for (const [name, doc] of Object.entries(docs)) this.ajv.addSchema(doc, name);
  }

  static async load(): Promise<Contract> {
    return new Contract({ platform: await loadPlatformDescription(), tracker: await loadPriceTrackerDescription() });
  }

  /** Throws with ajv's messages unless `body` matches the documented response of `method path` with `status`. */
  check(method: string, path: string, status: number, body: unknown, docName: 'platform' | 'tracker' = 'platform'): void {
    const key = `${docName} ${method} ${path} ${status}`;
    let validate = this.cache.get(key);
    if (!validate) {
      const doc = this.docs[docName]!;
      const item = doc.paths[path] as Record<string, { responses?: Responses }> | undefined;
      const operation = item?.[method.toLowerCase()];
      if (!operation?.responses) throw new Error(`${key}: operation is not in the description`);
      const response = operation.responses[String(status)];
      if (!response) throw new Error(`${key}: status ${status} is not documented (documented: ${Object.keys(operation.responses).join(', ')})`);
      let ref = `${docName}#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${status}`;
      let resolved = response;
      if (response.$ref) {
        ref = `${docName}${response.$ref}`;
        const name = response.$ref.split('/').pop()!;
        resolved = (doc.components as { responses: Responses }).responses[name]!;
      }
      if (!resolved.content) {
        if (body === undefined || body === '') return;
        throw new Error(`${key}: no body is documented, got ${JSON.stringify(body).slice(0, 200)}`);
      }
      validate = this.ajv.compile({ $ref: `${ref}/content/application~1json/schema` });
      this.cache.set(key, validate);
    }
    if (!validate(body)) {
      const errors = (validate.errors ?? [])
        .slice(0, 8)
        .map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`)
        .join('\n  ');
      throw new Error(`${key}: response does not match the contract:\n  ${errors}`);
    }
  }
}
