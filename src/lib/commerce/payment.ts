// Payment preconditions of spec §4: the order must be payable, not yet paid, and the method must be offered.

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
