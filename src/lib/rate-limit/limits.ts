// Every rate limit of the storefront, its figures and its counters (kept where limiter-store.ts says).
// Passwords (sign-in and the settings' checks) and two-factor codes are guessing targets (attempt-guard.ts);
// order and discount codes are throttled lookups (code-lookup-throttle.ts); the rest are quotas (quota.ts)
// that keep a bot from using a form as a mail cannon or from draining stock with unpaid orders. The
// figures are generous: a shopper never meets them.
import { createAttemptGuard, type AttemptGuard, type GuardRules } from './attempt-guard';
import { limiterFactory, type LimiterFactory } from './limiter-store';
import { createCodeLookupThrottle, type CodeLookupThrottle } from './code-lookup-throttle';
import { createQuota, type Quota, type QuotaRule } from './quota';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/**
 * Wrong passwords and codes: 20 per network in 15 min; 5 per account and network, then 15 min doubling to
 * a day; 10 per account, then 1 min doubling to 15 min, which never holds back a network the account
 * signed in from within the last 30 days.
 */
export const GUESSING_RULES: GuardRules = {
  perNetwork: { points: 20, windowSec: 15 * MINUTE },
  perAccountAndNetwork: { free: 5, windowSec: 15 * MINUTE, firstDelaySec: 15 * MINUTE, maxDelaySec: DAY, memorySec: 2 * DAY },
  perAccount: { free: 10, windowSec: 15 * MINUTE, firstDelaySec: MINUTE, maxDelaySec: 15 * MINUTE, memorySec: DAY },
  knownNetworkSec: 30 * DAY,
};

/** Registrations and reset links: 5 per address and 20 per network in 15 minutes. */
export const ACCOUNT_REQUEST_RULES = {
  perAccount: { points: 5, windowSec: 15 * MINUTE },
  perNetwork: { points: 20, windowSec: 15 * MINUTE },
} satisfies Record<string, QuotaRule>;

/** Contact messages and product questions: 3 per address and 10 per network in 10 minutes (a school or an office shares one address). */
export const MESSAGE_RULES = {
  perAccount: { points: 3, windowSec: 10 * MINUTE },
  perNetwork: { points: 10, windowSec: 10 * MINUTE },
} satisfies Record<string, QuotaRule>;

/** Orders placed: 30 per network in 10 minutes. */
export const ORDER_PLACEMENT_RULES = { perNetwork: { points: 30, windowSec: 10 * MINUTE } } satisfies Record<string, QuotaRule>;

/** Order-code pages: 30 distinct codes that match no order per network in 10 minutes. */
export const ORDER_CODE_RULE: QuotaRule = { points: 30, windowSec: 10 * MINUTE };

/**
 * Discount codes: 10 distinct codes the platform refuses per network in 15 minutes. A shopper mistypes a
 * code or tries an expired one a few times; a bot guessing codes gets ten guesses a quarter of an hour.
 */
export const COUPON_CODE_RULE: QuotaRule = { points: 10, windowSec: 15 * MINUTE };

export interface Limits {
  /**
   * Every door that checks an account's password: the sign-in form, and the settings' password checks
   * (password change, turning two-factor on or off, recovery codes, deleting the account), so that they
   * share one per-account count.
   */
  signIn: AttemptGuard;
  twoFactor: AttemptGuard;
  register: Quota;
  passwordReset: Quota;
  contact: Quota;
  productQuestion: Quota;
  placeOrder: Quota;
  orderCode: CodeLookupThrottle;
  /** Discount codes the platform refuses, whether the cart's processing or placing an order sent them (one budget). */
  couponCode: CodeLookupThrottle;
}

export function createLimits(factory: LimiterFactory): Limits {
  return {
    signIn: createAttemptGuard(factory, 'sign-in', GUESSING_RULES),
    twoFactor: createAttemptGuard(factory, 'two-factor', GUESSING_RULES),
    register: createQuota(factory, 'register', ACCOUNT_REQUEST_RULES),
    passwordReset: createQuota(factory, 'password-reset', ACCOUNT_REQUEST_RULES),
    contact: createQuota(factory, 'contact', MESSAGE_RULES),
    productQuestion: createQuota(factory, 'product-question', MESSAGE_RULES),
    placeOrder: createQuota(factory, 'place-order', ORDER_PLACEMENT_RULES),
    orderCode: createCodeLookupThrottle(factory, 'order-code', ORDER_CODE_RULE),
    couponCode: createCodeLookupThrottle(factory, 'coupon-code', COUPON_CODE_RULE),
  };
}

let current: Limits | undefined;

/** This process's limits (their counters are shared with every process when RATE_LIMIT_REDIS_URL is set). */
export function limits(): Limits {
  current ??= createLimits(limiterFactory());
  return current;
}
