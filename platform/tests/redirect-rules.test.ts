// Redirect rules the storefront cannot match safely are refused when they are written: a source whose
// placeholders touch (`{a}{b}`: where one ends is a guess) or reuse a name, and sources or targets over
// Heseya's 255 characters. Each refusal is Heseya's 422 VALIDATION_ERROR naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let admin: string;
beforeAll(async () => {
  p = await startTestPlatform();
  admin = await p.login();
});
afterAll(() => p?.stop());

const rule = (source_url: string, target_url = '/nowa') => ({ name: 'Stara ścieżka', source_url, target_url, type: 301, enabled: true });
const create = (body: unknown) => p.call('POST', '/redirects', { token: admin, body });

describe('redirect rules the storefront cannot match safely', () => {
  it('refuses placeholders with nothing between them, on create and on edit', async () => {
    for (const source of ['/p-{cat}{id}.html', '/{a}{b}', '/x/{a}{b}{c}/y']) {
      const refused = await create(rule(source));
      expect(refused.status, source).toBe(422);
      expect(refused.body.error.key).toBe('VALIDATION_ERROR');
      expect(refused.body.error.errors.source_url[0].key).toBe('VALIDATION_REGEX');
      expect(refused.body.error.message).toContain('{category}-{id}');
    }
    const accepted = await create(rule('/p-{cat}-{id}-{slug}.html', '/product/{slug}'));
    expect(accepted.status).toBe(201);
    const edited = await p.call('PATCH', `/redirects/id:${accepted.body.data.id}`, { token: admin, body: { source_url: '/p-{cat}{id}-{slug}.html' } });
    expect(edited.status).toBe(422);
    expect(edited.body.error.errors.source_url[0].key).toBe('VALIDATION_REGEX');
    const kept = await p.call('GET', `/redirects/id:${accepted.body.data.id}`, { token: admin });
    expect(kept.body.data.source_url).toBe('/p-{cat}-{id}-{slug}.html');
  });

  it('refuses a placeholder name used twice in the source', async () => {
    const refused = await create(rule('/stare/{slug}/{slug}'));
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors.source_url[0].key).toBe('VALIDATION_DISTINCT');
  });

  it('refuses sources and targets longer than Heseya allows (255)', async () => {
    const long = `/${'a'.repeat(255)}`;
    const source = await create(rule(long));
    expect(source.status).toBe(422);
    expect(source.body.error.errors.source_url[0].key).toBe('VALIDATION_MAX');
    const target = await create(rule('/krotka', long));
    expect(target.status).toBe(422);
    expect(target.body.error.errors.target_url[0].key).toBe('VALIDATION_MAX');
    expect((await create(rule(`/${'a'.repeat(254)}`))).status).toBe(201);
  });
});
