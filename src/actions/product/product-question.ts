// A shopper's question about a product that is not simply bought: ask about the price, rental or
// leasing. The platform has no endpoint for it, so the storefront mails the shop (src/lib/mail).
// Works as a plain HTML form POST (no JS) and as an RPC call; input errors come back per field,
// in the shopper's language. Rate limited per address and per client, as the contact form.
import { ActionError, defineAction } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { productQuestionInput, type ProductQuestion } from './product-question-input';
import { env } from '../../lib/env';
import { sendMail } from '../../lib/mail/send-mail';
import { platformFor } from '../../lib/catalogue/platform-for-request';
import { isNotFound } from '../../lib/catalogue/read-failures';
import { purchaseKind, productPagePath } from '../../lib/catalogue/product';
import { siteOrigin } from '../../lib/site-origin';
import { limits } from '../../lib/rate-limit/limits';
import { clientNetworkOf } from '../../lib/rate-limit/client-network';
import { takeOrRefuse } from '../account/rate-limited';

export { QUESTION_LIMITS, productQuestionInput, type ProductQuestion } from './product-question-input';

function questionMail(question: ProductQuestion, product: { name: string; slug: string }, origin: string) {
  const kindLabel = t('pl', `product.question.title.${question.kind}`);
  const url = `${origin}${productPagePath(product.slug, question.locale)}`;
  return {
    to: env().CONTACT_EMAIL,
    replyTo: question.email,
    kind: 'product-question',
    subject: t('pl', 'product.question.subject', { kind: kindLabel, product: product.name }),
    text: [
      `${kindLabel}: ${product.name}`,
      url,
      '',
      `Imię i nazwisko / Name: ${question.name}`,
      `E-mail: ${question.email}`,
      `Telefon / Phone: ${question.phone || '—'}`,
      `Język / Language: ${question.locale}`,
      '',
      question.message,
    ].join('\n'),
    data: { ...question, productName: product.name, productUrl: url },
  };
}

export const askAboutProduct = defineAction({
  accept: 'form',
  input: productQuestionInput,
  async handler(question, context) {
    const locale: Locale = question.locale;
    const platform = platformFor({ locale, salesChannelId: context.locals.shop?.channel?.id });
    let product;
    try {
      product = await platform.getById('products', question.productId);
    } catch (error) {
      if (isNotFound(error)) throw new ActionError({ code: 'NOT_FOUND', message: t(locale, 'product.question.unknownProduct') });
      console.error('[product question] product could not be read:', error instanceof Error ? error.message : error);
      throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'product.question.failed') });
    }
    if (purchaseKind(product) !== question.kind) {
      throw new ActionError({ code: 'BAD_REQUEST', message: t(locale, 'product.question.failed') });
    }
    // Counted (atomically) before sending, so that parallel posts cannot all pass.
    await takeOrRefuse(limits().productQuestion, { account: question.email, network: clientNetworkOf(context) }, locale, 'product.question.rateLimited');
    try {
      await sendMail(questionMail(question, product, siteOrigin()));
    } catch (error) {
      console.error('[product question] mail could not be sent:', error instanceof Error ? error.message : error);
      throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'product.question.failed') });
    }
    return { sent: true as const, kind: question.kind };
  },
});
