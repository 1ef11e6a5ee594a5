import { describe, expect, it } from 'vitest';
import { readCommitted, renderPlatformTypes } from './platform-types.ts';

describe('generated platform types', () => {
  it('are up to date with openapi/*.yaml (run `npm run platform:types` after changing a description)', async () => {
    for (const { output, text } of await renderPlatformTypes()) {
      const committed = await readCommitted(output);
      expect(committed, `${output} is stale`).toBe(text);
    }
  }, 60_000);
});
