// The tags' consent state for a cookie choice (functionality storage, analytics storage, ad
// storage, ad user data and ad personalisation, each granted or denied). Used only by the tags' own
// chunk, so it is not in every page's script.
import type { Consent } from './consent';

type ConsentState = 'granted' | 'denied';
/** The analytics tags' consent state (Google's consent mode names) for a choice. */
export interface AnalyticsConsentState {
  functionality_storage: ConsentState;
  analytics_storage: ConsentState;
  ad_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
}

const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied');

/** Functionality storage, analytics storage, ad storage, ad user data and ad personalisation, each granted or denied. */
export function analyticsConsentState(consent: Consent): AnalyticsConsentState {
  return {
    functionality_storage: state(consent.functional),
    analytics_storage: state(consent.analytics),
    ad_storage: state(consent.ads),
    ad_user_data: state(consent.ads),
    ad_personalization: state(consent.ads),
  };
}
