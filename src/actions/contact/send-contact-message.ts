// A message from the contact page (/kontakt) to the shop's contact address (CONTACT_EMAIL) through the
// storefront's mail (src/lib/mail: SMTP or the outbox directory). In order: the field rules (docs/rules.md#form-validation; input
// errors per field), the spam checks (honeypot, form stamp), the per-address and per-client limit,
// then the mail. The page posts its form here through the route (no JavaScript needed).
import { ActionError, defineAction } from 'astro:actions';
import { t } from '../../i18n/messages';
import { localizePath } from '../../i18n/locales';
import { siteOrigin } from '../../lib/site-origin';
import { env } from '../../lib/env';
import { sendMail } from '../../lib/mail/send-mail';
import { limits } from '../../lib/rate-limit/limits';
import { clientNetworkOf } from '../../lib/rate-limit/client-network';
import { contactMail } from '../../lib/contact/contact-mail';
import { spamVerdict } from '../../lib/contact/spam-check';
import { takeOrRefuse } from '../account/rate-limited';
import { contactInput } from './contact-input';

export { CONTACT_LIMITS, contactInput, type ContactInput } from './contact-input';

export const sendContactMessage = defineAction({
  accept: 'form',
  input: contactInput,
  async handler(input, context): Promise<{ sent: true }> {
    const { locale } = input;
    const verdict = spamVerdict({ honeypot: input.website, stamp: input.stamp });
    if (verdict !== 'ok') {
      // One answer for every kind of refusal, so a bot cannot tell which check it failed.
      console.warn('[contact] message refused by the spam check:', verdict);
      throw new ActionError({ code: 'BAD_REQUEST', message: t(locale, 'contact.tryAgain') });
    }
    // Counted (atomically) before sending, so that parallel posts cannot all pass.
    await takeOrRefuse(limits().contact, { account: input.email, network: clientNetworkOf(context) }, locale, 'contact.rateLimited');
    const pageUrl = `${siteOrigin()}${localizePath('/kontakt', locale)}`;
    try {
      await sendMail(contactMail(input, { to: env().CONTACT_EMAIL, pageUrl }));
    } catch (error) {
      console.error('[contact] mail could not be sent:', error instanceof Error ? error.message : error);
      throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'contact.failed') });
    }
    return { sent: true };
  },
});
