// The cart's one door to the platform (spec §4, §7): POST /cart/process on the server, with the
// shopper's token from the HttpOnly cookie when signed in (design.md §2). The browser learns the
// outcome as data or as an ActionError whose code says what kind of failure it was:
// SERVICE_UNAVAILABLE (keep the cart, try again), CONFLICT (superseded, ignore), UNPROCESSABLE_CONTENT
// (the platform refused the cart: the §4 rule).
import { ActionError, defineAction } from 'astro:actions';
import { t } from '../../i18n/messages';
import { createPlatform, cookieTokenStore } from '../../lib/platform';
import { secureCookies } from '../../lib/account/auth-cookies';
import { CartProcessingError, processCart, type ProcessedCart } from '../../lib/cart/process-cart';
import { processCartEnvelope, processCartInput } from './cart-input';

export const processCartAction = defineAction({
  accept: 'json',
  input: processCartEnvelope,
  async handler(envelope, context): Promise<ProcessedCart> {
    const { locale } = envelope;
    const parsed = processCartInput.safeParse(envelope);
    if (!parsed.success) throw new ActionError({ code: 'BAD_REQUEST', message: t(locale, 'cart.processing.badRequest') });
    const input = parsed.data;
    const shop = context.locals.shop ?? {};
    const channelId = shop?.channel?.id;
    if (!channelId) throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'cart.processing.unreachable') });
    const platform = createPlatform({
      language: locale,
      salesChannelId: channelId,
      currency: shop.currency,
      tokens: cookieTokenStore(context.cookies, { secure: secureCookies(context.url) }),
      shopperId: input.session,
    });
    try {
      return await processCart(platform, {
        currency: shop.currency ?? 'PLN',
        sales_channel_id: channelId,
        items: input.items,
        coupons: input.coupons,
        ...(input.shipping_method_id ? { shipping_method_id: input.shipping_method_id } : {}),
        ...(input.digital_shipping_method_id ? { digital_shipping_method_id: input.digital_shipping_method_id } : {}),
      });
    } catch (error) {
      if (!(error instanceof CartProcessingError)) throw error;
      if (error.kind === 'superseded') throw new ActionError({ code: 'CONFLICT', message: error.message });
      if (error.kind === 'unreachable') {
        console.warn('[cart] processing could not reach the platform:', error.message);
        throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'cart.processing.unreachable') });
      }
      // The platform's own wording is not localised; the shopper gets ours, the logs get theirs.
      console.warn('[cart] the platform refused the cart:', error.platformError?.key, error.message);
      throw new ActionError({ code: 'UNPROCESSABLE_CONTENT', message: t(locale, 'cart.processing.refused') });
    }
  },
});
