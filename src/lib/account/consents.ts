// The consents a shopper gives when registering (all required ones accepted and existing), as
// the platform lists them (GET /consents; the demo has the statute, required, and the newsletter).
import { createPlatform, type PlatformContext } from '../platform';
import { sanitiseContentHtml } from '../catalogue/content-html';

export interface RegistrationConsent {
  id: string;
  name: string;
  /** Sanitised HTML. */
  descriptionHtml: string;
  required: boolean;
}

export async function loadConsents(options: Omit<PlatformContext, 'tokens'> = {}): Promise<RegistrationConsent[]> {
  const platform = createPlatform(options);
  const { data } = platform.unwrap(await platform.client.GET('/consents', { params: { query: { limit: 100 } } }));
  return data.map((consent) => ({
    id: consent.id,
    name: consent.name,
    descriptionHtml: sanitiseContentHtml(consent.description_html),
    required: consent.required,
  }));
}

/** The required consents not among the ticked ids. */
export function missingRequiredConsents(consents: readonly RegistrationConsent[], ticked: readonly string[]): RegistrationConsent[] {
  return consents.filter((consent) => consent.required && !ticked.includes(consent.id));
}
