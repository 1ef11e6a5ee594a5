// Payment preconditions (docs/rules.md#payment): the order must be payable, not yet paid, and the method must be offered.

export const PAYMENT_ERRORS = {
  notPayable: 'Order is not payable',
  methodNotAvailable: 'This payment method is not available for this order',
  alreadyPaid: 'Order already paid',
} as const;

export interface PayableOrder {
  payable?: boolean | null;
  paid?: boolean | null;
}

/** Throws the spec's message when the order cannot be paid with the chosen method. */
export function assertCanPay(order: PayableOrder, paymentMethodId: string, offeredMethods: readonly { id: string }[]): void {
  if (order.paid === true) throw new Error(PAYMENT_ERRORS.alreadyPaid);
  if (order.payable !== true) throw new Error(PAYMENT_ERRORS.notPayable);
  if (!offeredMethods.some((method) => method.id === paymentMethodId)) throw new Error(PAYMENT_ERRORS.methodNotAvailable);
}

export type PaymentStatus = 'pending' | 'failed' | 'successful';

/** Structural view of a platform payment method. */
export interface PaymentMethodShape {
  id: string;
  alias?: string | null;
  /** online, offline (traditional bank transfer) or on-delivery. */
  type?: string | null;
}

export type PaymentKind = 'online' | 'transfer' | 'on-delivery';

/** Aliases platforms give the traditional bank transfer besides the offline type. */
const TRANSFER_ALIASES = new Set(['bank-transfer', 'traditional-transfer', 'transfer']);

export function paymentKind(method: PaymentMethodShape): PaymentKind {
  if (method.type === 'offline' || TRANSFER_ALIASES.has(method.alias ?? '')) return 'transfer';
  if (method.type === 'on-delivery') return 'on-delivery';
  return 'online';
}

/**
 * The payment methods offered at checkout for a shipping method: none when it is paid on
 * delivery; the traditional transfer only when the shop setting allow_traditional_transfer is '1'.
 */
export function offeredPaymentMethods<M extends PaymentMethodShape>(
  shipping: { payment_on_delivery?: boolean | null; payment_methods?: readonly M[] | null } | null | undefined,
  allowTraditionalTransfer: boolean,
): M[] {
  if (!shipping || shipping.payment_on_delivery === true) return [];
  return (shipping.payment_methods ?? []).filter((method) => {
    const kind = paymentKind(method);
    return kind === 'online' || (kind === 'transfer' && allowTraditionalTransfer);
  });
}
