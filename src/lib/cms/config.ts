// The content system's settings from the validated environment (src/lib/env.ts); none means the blog stays
// the Markdown collection.
import type { Env } from '../env';
import type { CmsConfig } from './client';

type CmsEnv = Pick<Env, 'DIRECTUS_URL' | 'DIRECTUS_TOKEN' | 'DIRECTUS_PREVIEW_EMAIL' | 'DIRECTUS_PREVIEW_PASSWORD' | 'PLATFORM_TIMEOUT_MS'>;

/** The client's configuration when a Directus is configured, else undefined. */
export function cmsConfigFromEnv(values: CmsEnv): CmsConfig | undefined {
  if (!values.DIRECTUS_URL || !values.DIRECTUS_TOKEN) return undefined;
  return {
    url: values.DIRECTUS_URL,
    token: values.DIRECTUS_TOKEN,
    preview:
      values.DIRECTUS_PREVIEW_EMAIL && values.DIRECTUS_PREVIEW_PASSWORD
        ? { email: values.DIRECTUS_PREVIEW_EMAIL, password: values.DIRECTUS_PREVIEW_PASSWORD }
        : undefined,
    timeoutMs: values.PLATFORM_TIMEOUT_MS,
  };
}
