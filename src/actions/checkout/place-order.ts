// Places the order (spec §4, §7): validated with zod, then src/lib/checkout/place-order.ts with the
// session's platform client (a signed-in shopper's tokens apply). Expected outcomes come back as data
// (a changed total, a §5 key, a §8 refusal with its message); only a malformed request is an error.
import { ActionError, defineAction } from 'astro:actions';
import { t } from '../../i18n/messages';
import { publicOrigin } from '../../lib/checkout/public-origin';
import { sessionPlatform } from '../../lib/account/session';
import { AttemptRegistry } from '../../lib/checkout/attempts';
import { placeOrder, type PlaceOrderResult } from '../../lib/checkout/place-order';
import { checkoutErrorMessage, type CheckoutErrorKey } from '../../lib/commerce/checkout-validation';
import { placeOrderEnvelope, placeOrderInput } from './checkout-input';

export type PlaceOrderOutcome =
  | { kind: 'placed'; code: string; redirect: string }
  | { kind: 'total-changed'; total: number }
  | { kind: 'invalid'; key: CheckoutErrorKey; message: string }
  | { kind: 'failed'; title: string; text?: string };

const attempts = new AttemptRegistry<PlaceOrderResult>();

export const placeOrderAction = defineAction({
  accept: 'json',
  input: placeOrderEnvelope,
  async handler(envelope, context): Promise<PlaceOrderOutcome> {
    const { locale } = envelope;
    const parsed = placeOrderInput.safeParse(envelope);
    if (!parsed.success) throw new ActionError({ code: 'BAD_REQUEST', message: t(locale, 'checkout.errors.invalidForm') });
    const input = parsed.data;
    const shop = context.locals.shop ?? {};
    const channelId = shop.channel?.id;
    if (!channelId) throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'checkout.placement.unreachable') });
    const { platform } = sessionPlatform(context, { language: locale, salesChannelId: channelId, currency: shop.currency });
    const result = await attempts.once(
      input.attemptKey,
      () =>
        placeOrder(platform, {
          locale,
          attemptKey: input.attemptKey,
          form: input.form,
          items: input.items,
          coupons: input.coupons,
          expectedTotal: input.expectedTotal,
          salesChannelId: channelId,
          currency: shop.currency ?? 'PLN',
          allowTraditionalTransfer: shop.settings?.allowTraditionalTransfer === true,
          origin: publicOrigin(context.url),
        }),
      (outcome) => outcome.kind === 'placed',
    );
    switch (result.kind) {
      case 'placed':
      case 'total-changed':
        return result;
      case 'invalid':
        return { kind: 'invalid', key: result.key, message: checkoutErrorMessage(locale, result.key) };
      case 'refused':
        // §8: the platform's message as the title, for VALIDATION_ERROR its first field message as the text.
        if (result.platform) return { kind: 'failed', title: result.platform.title || t(locale, 'checkout.placement.failed'), text: result.platform.text };
        return { kind: 'failed', title: t(locale, `checkout.placement.${result.failure}`) };
    }
  },
});
