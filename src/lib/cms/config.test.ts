// The content system's settings: absent means the Markdown blog; half a pair is refused at start with the
// variable named, so an operator's typo does not silently leave the shop on the Markdown blog.
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../env';
import { cmsConfigFromEnv } from './config';

describe("the content system's settings", () => {
  it('are optional: none configured, no client', () => {
    expect(cmsConfigFromEnv(parseEnv({}))).toBeUndefined();
  });

  it('give the client its URL (no trailing slash), token, preview user and timeout', () => {
    const values = parseEnv({
      DIRECTUS_URL: 'https://cms.example.com/',
      DIRECTUS_TOKEN: ' reader-token ',
      DIRECTUS_PREVIEW_EMAIL: 'preview@example.com',
      DIRECTUS_PREVIEW_PASSWORD: 'secret',
    });
    expect(cmsConfigFromEnv(values)).toEqual({
      url: 'https://cms.example.com',
      token: 'reader-token',
      preview: { email: 'preview@example.com', password: 'secret' },
      timeoutMs: 20_000,
    });
  });

  it('without the preview user, reads published posts only', () => {
    expect(cmsConfigFromEnv(parseEnv({ DIRECTUS_URL: 'http://127.0.0.1:8055', DIRECTUS_TOKEN: 't' }))?.preview).toBeUndefined();
  });

  it.each([
    [{ DIRECTUS_URL: 'https://cms.example.com' }, /DIRECTUS_TOKEN: required with DIRECTUS_URL/],
    [{ DIRECTUS_TOKEN: 'token' }, /DIRECTUS_URL: required with DIRECTUS_TOKEN/],
    [
      { DIRECTUS_URL: 'https://cms.example.com', DIRECTUS_TOKEN: 't', DIRECTUS_PREVIEW_EMAIL: 'p@example.com' },
      /DIRECTUS_PREVIEW_PASSWORD: the preview user needs both/,
    ],
    [{ DIRECTUS_URL: 'ftp://cms.example.com', DIRECTUS_TOKEN: 't' }, /DIRECTUS_URL/],
    [
      { DIRECTUS_URL: 'https://cms.example.com', DIRECTUS_TOKEN: 't', DIRECTUS_PREVIEW_EMAIL: 'not an email', DIRECTUS_PREVIEW_PASSWORD: 'x' },
      /DIRECTUS_PREVIEW_EMAIL/,
    ],
  ])('refuses half a configuration: %o', (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });
});
