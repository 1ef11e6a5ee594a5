// The cart's one door to the platform (docs/rules.md#cart-processing): POST /cart/process on the server, with the
// shopper's token from the HttpOnly cookie when signed in (docs/rules.md#auth-cookies). The browser learns the
// outcome as data (the processed cart, or the platform's refusal of the cart as docs/rules.md#error-shape shows it) or as
// an ActionError whose code says what kind of failure it was: BAD_REQUEST (the cart could not be read,
// or its codes may not be asked about), CONFLICT (superseded, ignore), SERVICE_UNAVAILABLE (no verdict
// on the cart: keep it, try again). A session that could not be refreshed sets the session-ended flag,
// so the page goes home (src/stores/session-ended.ts); the cart is still processed, as a guest's.
import { ActionError, defineAction } from 'astro:actions';
import { t } from '../../i18n/messages';
import { errorForShopper } from '../../lib/platform';
import { CartProcessingError, processCart, type ProcessedCart } from '../../lib/cart/process-cart';
import { minutesToWait } from '../../lib/rate-limit/consume';
import { processCartEnvelope, processCartInput } from '../../lib/cart/cart-input';
import { couponLookups, couponRequestOrRefuse } from './coupon-request';
import { pricingChannel } from './pricing-channel';

export type ProcessCartOutcome =
  | ({ kind: 'processed' } & Omit<ProcessedCart, 'throttledCoupons'> & {
        /** Codes not asked about (too many wrong codes from this network) and the whole minutes to wait. */
        throttledCoupons: { codes: string[]; minutes: number } | null;
      })
  /** The platform refused the cart: its message as the title, for VALIDATION_ERROR the first field error as the text. */
  | { kind: 'refused'; title: string; text: string };

export const processCartAction = defineAction({
  accept: 'json',
  input: processCartEnvelope,
  async handler(envelope, context): Promise<ProcessCartOutcome> {
    const { locale } = envelope;
    // Codes are asked about only for a cart they could apply to, and only as many as a cart carries.
    const input = couponRequestOrRefuse(processCartInput.safeParse(envelope), locale, 'cart.processing.badRequest');
    const { channelId, currency } = pricingChannel(context, locale, 'cart.processing.unreachable');
    const platform = context.locals.platformWith({ language: locale, shopperId: input.session });
    try {
      const processed = await processCart(
        platform,
        {
          currency,
          sales_channel_id: channelId,
          items: input.items,
          coupons: input.coupons,
          ...(input.shipping_method_id ? { shipping_method_id: input.shipping_method_id } : {}),
          ...(input.digital_shipping_method_id ? { digital_shipping_method_id: input.digital_shipping_method_id } : {}),
        },
        couponLookups(context),
      );
      const { throttledCoupons } = processed;
      return {
        kind: 'processed',
        ...processed,
        throttledCoupons: throttledCoupons && { codes: throttledCoupons.codes, minutes: minutesToWait(throttledCoupons.retryAfterMs) },
      };
    } catch (error) {
      if (!(error instanceof CartProcessingError)) throw error;
      if (error.kind === 'superseded') throw new ActionError({ code: 'CONFLICT', message: error.message });
      if (error.kind === 'unreachable') {
        console.warn('[cart] processing got no verdict from the platform:', error.message);
        throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'cart.processing.unreachable') });
      }
      console.warn('[cart] the platform refused the cart:', error.platformError?.key, error.message);
      const { title, text } = errorForShopper(error.platformError ?? error, t(locale, 'cart.processing.refusedTitle'));
      return { kind: 'refused', title, text };
    }
  },
});
