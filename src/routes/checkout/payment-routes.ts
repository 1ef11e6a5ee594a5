// The request side of /pay/{code}, /status/{code} and /status/{code}/traditional-payment (both
// languages): server-rendered, plain forms, never cached (an order's payment changes under the page).
// The pay form posts to its own page, which calls the payOrder action and redirects (303) to the gateway
// or to the transfer's page; a refusal renders the page again with its message and status.
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { requestLocale } from '../../i18n/locales';
import type { Locale } from '../../i18n/locales';
import { myOrder } from '../../lib/account/orders';
import { amountOf } from '../../lib/commerce/money';
import { env } from '../../lib/env';
import { ORDER_CODE } from '../../lib/checkout/order-status';
import {
  orderWithPaymentMethods,
  payRefusal,
  readPublicOrder,
  REFUSAL_STATUS,
  type PayMethod,
  type PayRefusal,
  type PublicOrder,
} from '../../lib/checkout/order-payment';
import { formActionResult, readPostedForm } from '../../lib/actions/form-post';
import { gatewayOrigins, redirectableGateway } from '../../lib/checkout/gateway-origins';
import { gateOrderCode } from '../../lib/checkout/order-code-gate';

/** 'unavailable': the platform could not be read (503); 'tooMany': too many unknown codes from the network (429). */
export type PageProblem = PayRefusal | 'unavailable' | 'tooMany';

export type PayPageData = {
  locale: Locale;
  code: string;
  order: PublicOrder | null;
  methods: PayMethod[];
  problem?: PageProblem | undefined;
  /** A refusal of the submitted form (kept beside the form): its message and the chosen method. */
  formError?: string | undefined;
  chosen?: string | undefined;
  /** A started payment whose gateway the page may not redirect a form to: the page links to it. */
  gatewayUrl?: string | undefined;
  /** The throttle's message (with problem 'tooMany'). */
  refusal?: string | undefined;
};

type Route<T> = { response: Response } | ({ response?: undefined } & T);

/**
 * A code that cannot be an order code (ORDER_CODE) names no page at all: the route renders the 404
 * 'Page Not Found: {path}' (src/components/catalogue/NotFound.astro). A well-formed code the platform does
 * not know keeps the page's own "There is no order with this code.".
 */
export type Malformed = { response?: undefined; malformed: true };
const malformed = (Astro: AstroGlobal): Malformed => {
  Astro.response.status = 404;
  return { malformed: true };
};
type OrPage<T> = Malformed | (T & { malformed?: false });

function pageContext(Astro: AstroGlobal) {
  const locale = requestLocale(Astro);
  const shop = Astro.locals.shop;
  Astro.response.headers.set('Cache-Control', 'private, no-store');
  const { platform } = Astro.locals;
  return { locale, shop, platform, currency: shop?.currency ?? 'PLN', allowTraditionalTransfer: shop?.settings?.allowTraditionalTransfer === true };
}

const codeOf = (Astro: AstroGlobal) => Astro.params.code ?? '';

const unreadable = (error: unknown, what: string) => console.warn(`[${what}] the order could not be read:`, error instanceof Error ? error.message : error);

export async function payRoute(Astro: AstroGlobal): Promise<OrPage<Route<PayPageData>>> {
  const { locale, platform, currency, allowTraditionalTransfer } = pageContext(Astro);
  const code = codeOf(Astro);
  const refuse = (problem: PageProblem, order: PublicOrder | null = null): PayPageData => {
    Astro.response.status = problem === 'unavailable' ? 503 : problem === 'tooMany' ? 429 : REFUSAL_STATUS[problem];
    return { locale, code, order, methods: [], problem };
  };
  if (!ORDER_CODE.test(code)) return malformed(Astro);
  const gate = await gateOrderCode(Astro, locale, code);
  if (gate.refused !== undefined) return { locale, code, order: null, methods: [], problem: 'tooMany', refusal: gate.refused };
  const route = await payRouteLookup(Astro, locale, platform, code, currency, allowTraditionalTransfer, refuse);
  // Only an unknown code is a miss; an unreadable platform is not the shopper's guess.
  await gate.settle(!(route.response === undefined && route.problem === 'notFound'));
  return route;
}

async function payRouteLookup(
  Astro: AstroGlobal,
  locale: Locale,
  platform: ReturnType<typeof pageContext>['platform'],
  code: string,
  currency: string,
  allowTraditionalTransfer: boolean,
  refuse: (problem: PageProblem, order?: PublicOrder | null) => PayPageData,
): Promise<Route<PayPageData>> {
  let formError: string | undefined;
  let chosen: string | undefined;
  let status: number | undefined;
  if (Astro.request.method === 'POST') {
    const { refusal, form } = await readPostedForm(Astro, locale);
    if (refusal) {
      ({ status, message: formError } = refusal);
    } else {
      form.set('code', code);
      form.set('locale', locale);
      const result = await formActionResult(Astro, actions.payOrder, form);
      if (!result.error) {
        const target = result.data.redirect;
        const sameSite = new URL(target, Astro.url).origin === Astro.url.origin;
        if (sameSite || redirectableGateway(target, gatewayOrigins(env().PLATFORM_API_URL, env().PAYMENT_GATEWAY_ORIGINS))) {
          return { response: Astro.redirect(target, 303) };
        }
        const order = await readPublicOrder(platform, code, currency).catch(() => null);
        return { locale, code, order, methods: [], gatewayUrl: target };
      }
      status = result.error.status;
      formError = result.error.message;
      chosen = typeof form.get('paymentMethodId') === 'string' ? String(form.get('paymentMethodId')) : undefined;
    }
  }

  let found;
  try {
    found = await orderWithPaymentMethods(platform, code, { allowTraditionalTransfer, currency });
  } catch (error) {
    unreadable(error, 'pay');
    return refuse('unavailable');
  }
  if (!found) return refuse('notFound');
  const refusal = payRefusal(found.order);
  // The order's own state wins over the form's error: a paid order says so whatever was posted.
  if (refusal) return refuse(refusal, found.order);
  if (status) Astro.response.status = status;
  return { locale, code, order: found.order, methods: found.paymentMethods, formError, chosen };
}

export interface StatusLine {
  name: string;
  quantity: number;
  price: number;
}

export type StatusPageData = {
  locale: Locale;
  code: string;
  order: PublicOrder | null;
  /** The order's products: only for the signed-in shopper whose order it is (the public view has none). */
  products: StatusLine[] | null;
  problem?: 'notFound' | 'unavailable' | 'tooMany' | undefined;
  refusal?: string | undefined;
};

export async function statusRoute(Astro: AstroGlobal): Promise<OrPage<StatusPageData>> {
  const { locale, platform, currency } = pageContext(Astro);
  const code = codeOf(Astro);
  const none = (problem: 'notFound' | 'unavailable'): StatusPageData => {
    Astro.response.status = problem === 'notFound' ? 404 : 503;
    return { locale, code, order: null, products: null, problem };
  };
  if (!ORDER_CODE.test(code)) return malformed(Astro);
  const gate = await gateOrderCode(Astro, locale, code);
  if (gate.refused !== undefined) return { locale, code, order: null, products: null, problem: 'tooMany', refusal: gate.refused };
  let order: PublicOrder | null;
  try {
    order = await readPublicOrder(platform, code, currency);
  } catch (error) {
    await gate.settle(true);
    unreadable(error, 'status');
    return none('unavailable');
  }
  await gate.settle(order !== null);
  if (!order) return none('notFound');
  return { locale, code, order, products: await ownProducts(Astro, platform, code) };
}

/** The products of the order when it is the signed-in shopper's own (GET orders/my/{code}); else null. */
async function ownProducts(Astro: AstroGlobal, platform: ReturnType<typeof pageContext>['platform'], code: string): Promise<StatusLine[] | null> {
  if (!Astro.locals.account?.signedIn) return null;
  try {
    const order = await myOrder(platform, code);
    return order ? order.products.map((line) => ({ name: line.name, quantity: line.quantity, price: amountOf(line.price) })) : null;
  } catch (error) {
    unreadable(error, 'status');
    return null;
  }
}

export interface BankTransfer {
  recipient: string | undefined;
  account: string | undefined;
}

export type TransferPageData = {
  locale: Locale;
  code: string;
  order: PublicOrder | null;
  bank: BankTransfer;
  problem?: 'notFound' | 'unavailable' | 'tooMany' | undefined;
  refusal?: string | undefined;
};

/** The shop's bank details: the platform's settings first, the environment when they have none. */
export function bankTransferDetails(settings: { bankTransfer?: { recipient?: string | undefined; account?: string | undefined } } | undefined): BankTransfer {
  const config = env();
  return {
    recipient: settings?.bankTransfer?.recipient ?? config.BANK_TRANSFER_RECIPIENT,
    account: settings?.bankTransfer?.account ?? config.BANK_TRANSFER_ACCOUNT,
  };
}

export async function transferRoute(Astro: AstroGlobal): Promise<OrPage<TransferPageData>> {
  const { locale, shop, platform, currency } = pageContext(Astro);
  const code = codeOf(Astro);
  const bank = bankTransferDetails(shop?.settings);
  const none = (problem: 'notFound' | 'unavailable'): TransferPageData => {
    Astro.response.status = problem === 'notFound' ? 404 : 503;
    return { locale, code, order: null, bank, problem };
  };
  if (!ORDER_CODE.test(code)) return malformed(Astro);
  const gate = await gateOrderCode(Astro, locale, code);
  if (gate.refused !== undefined) return { locale, code, order: null, bank, problem: 'tooMany', refusal: gate.refused };
  try {
    const order = await readPublicOrder(platform, code, currency);
    await gate.settle(order !== null);
    return order ? { locale, code, order, bank } : none('notFound');
  } catch (error) {
    await gate.settle(true);
    unreadable(error, 'transfer');
    return none('unavailable');
  }
}
