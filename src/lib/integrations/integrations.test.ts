import { describe, expect, it } from 'vitest';
import { configuredIntegrations, integrationConfig, integrationCspOrigins } from './integrations';
import { parseEnv } from '../env';

describe('optional integrations', () => {
  it('only configured ids are known to the page, and none means no CSP addition', () => {
    expect(integrationConfig({})).toEqual({});
    expect(integrationCspOrigins({}).size).toBe(0);
    const config = integrationConfig({ ANALYTICS_ID: 'G-TEST1', REVIEW_WIDGET_CUSTOMER_ID: '123', REVIEW_WIDGET_DELAY_MS: 0 });
    expect(configuredIntegrations(config)).toEqual(['analytics', 'reviewWidget']);
    expect(config.reviewWidget).toEqual({ customerId: '123', delayMs: 0 });
  });

  it("allows each configured vendor's origins, and only those", () => {
    const origins = integrationCspOrigins(integrationConfig({ SOCIAL_PIXEL_ID: '42' }));
    expect(origins.get('script-src')).toEqual(['https://connect.facebook.net']);
    expect(origins.get('img-src')).toEqual(['https://www.facebook.com']);
    expect([...origins.values()].flat().some((origin) => origin.includes('google'))).toBe(false);
  });

  it('a tag manager id of the wrong shape stops the start with a message (GTM- plus letters and digits)', () => {
    expect(() => parseEnv({ GTM_ID: 'UA-12345' })).toThrow(/GTM_ID: must look like GTM-XXXXXXX/);
    expect(parseEnv({ GTM_ID: 'GTM-AB12CD' }).GTM_ID).toBe('GTM-AB12CD');
    expect(parseEnv({}).REVIEW_WIDGET_DELAY_MS).toBe(0);
  });
});
