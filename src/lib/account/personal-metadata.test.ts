// The personal metadata update against a loopback server standing in for the platform.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlatform, PlatformError } from '../platform';
import { json, platformError, startFakeServer, type FakeServer } from '../platform/testing/fake-server';
import { NEWSLETTER_KEY, updatePersonalMetadata, USER_NOT_DEFINED, wantsNewsletter } from './personal-metadata';

let server: FakeServer;
const platform = () => createPlatform({ baseUrl: server.url, cache: false, retryDelayMs: 1 });

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle((request, response) => json(response, 200, { data: JSON.parse(request.body || '{}') }));
});

describe('updatePersonalMetadata', () => {
  it("throws 'User is not defined' without a loaded user, and asks the platform nothing", async () => {
    await expect(updatePersonalMetadata(platform(), null, { [NEWSLETTER_KEY]: true })).rejects.toThrow(USER_NOT_DEFINED);
    await expect(updatePersonalMetadata(platform(), undefined, { [NEWSLETTER_KEY]: true })).rejects.toThrow('User is not defined');
    expect(server.requests).toHaveLength(0);
  });

  it('sends the keys to PATCH /auth/profile/metadata-personal for a loaded user', async () => {
    await updatePersonalMetadata(platform(), { id: 'u1' }, { [NEWSLETTER_KEY]: true });
    const sent = server.to('/auth/profile/metadata-personal', 'PATCH');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body)).toEqual({ newsletter: true });
  });

  it("throws the platform's refusal", async () => {
    server.handle((_request, response) => platformError(response, 401, 'CLIENT_TOKEN_INVALID_OR_INACTIVE', 'expired'));
    await expect(updatePersonalMetadata(platform(), { id: 'u1' }, { [NEWSLETTER_KEY]: false })).rejects.toBeInstanceOf(PlatformError);
  });
});

describe('wantsNewsletter', () => {
  it('is yes only for newsletter: true', () => {
    expect(wantsNewsletter({ metadata_personal: { newsletter: true } })).toBe(true);
    expect(wantsNewsletter({ metadata_personal: { newsletter: 'true' } })).toBe(false);
    expect(wantsNewsletter({ metadata_personal: {} })).toBe(false);
  });
});
