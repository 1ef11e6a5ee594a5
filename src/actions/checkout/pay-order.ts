// Pays an existing order (/pay/{code}, docs/rules.md#payment): a plain form from the pay page with the
// order code and the chosen method. Answers where the browser goes next (the gateway, or the transfer's
// page); a refusal is an ActionError in the shopper's language with the status of REFUSAL_STATUS.
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales';
import { t, type MessageKey } from '../../i18n/messages';
import { ORDER_CODE } from '../../lib/checkout/order-status';
import { startPayment, type PayRefusal } from '../../lib/checkout/order-payment';
import { siteOrigin } from '../../lib/site-origin';
import { limits } from '../../lib/rate-limit/limits';
import { clientNetworkOf } from '../../lib/rate-limit/client-network';
import { tooManyRequests } from '../account/rate-limited';

const text = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? '');

export const payOrderInput = z.object({
  locale: z.enum(LOCALES).catch('pl'),
  code: text,
  paymentMethodId: text,
});

const REFUSAL: Record<PayRefusal, { code: 'CONFLICT' | 'UNPROCESSABLE_CONTENT' | 'NOT_FOUND'; message: MessageKey }> = {
  alreadyPaid: { code: 'CONFLICT', message: 'payment.pay.alreadyPaid' },
  notPayable: { code: 'UNPROCESSABLE_CONTENT', message: 'payment.pay.notPayable' },
  methodNotAvailable: { code: 'UNPROCESSABLE_CONTENT', message: 'payment.pay.methodNotAvailable' },
  notFound: { code: 'NOT_FOUND', message: 'payment.pay.notFound' },
};

export const payOrderAction = defineAction({
  accept: 'form',
  input: payOrderInput,
  async handler(input, context): Promise<{ redirect: string }> {
    const { locale } = input;
    if (!ORDER_CODE.test(input.code)) throw new ActionError({ code: 'NOT_FOUND', message: t(locale, 'payment.pay.notFound') });
    if (!input.paymentMethodId || input.paymentMethodId.length > 128)
      throw new ActionError({ code: 'BAD_REQUEST', message: t(locale, 'payment.pay.chooseOne') });
    // The code is the order's only key: the action counts unknown codes as the pay page does (called from
    // the page, the code was counted there and costs nothing again).
    const lookup = await limits().orderCode.begin(clientNetworkOf(context), input.code);
    if (!lookup.allowed) throw tooManyRequests(lookup.retryAfterMs, locale, 'payment.tooManyCodes');
    const shop = context.locals.shop ?? {};
    const platform = context.locals.platformWith({ language: locale });
    let result;
    try {
      result = await startPayment(platform, {
        code: input.code,
        paymentMethodId: input.paymentMethodId,
        locale,
        origin: siteOrigin(),
        allowTraditionalTransfer: shop.settings?.allowTraditionalTransfer === true,
        currency: shop.currency ?? 'PLN',
      });
    } catch (error) {
      await lookup.settle(true);
      console.warn('[pay] the payment of order', input.code, 'could not be started:', error instanceof Error ? error.message : error);
      throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'payment.pay.startFailed') });
    }
    await lookup.settle(!(result.kind === 'refused' && result.refusal === 'notFound'));
    if (result.kind === 'refused') {
      const refusal = REFUSAL[result.refusal];
      throw new ActionError({ code: refusal.code, message: t(locale, refusal.message) });
    }
    return { redirect: result.url };
  },
});
