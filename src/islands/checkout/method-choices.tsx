// Shipping methods as the radio group shows them: the name, the delivery price for the cart's value
// (or "free") and the delivery time when the method has one.
import { interpolate } from '../../i18n/interpolate';
import { deliveryPrice } from '../../lib/commerce/delivery-price';
import type { CheckoutShippingMethod } from '../../lib/checkout/checkout-page';
import type { CheckoutText } from './checkout-text';
import type { Choice } from './MethodChoice';

export function methodChoices(
  list: readonly CheckoutShippingMethod[],
  cartValue: number,
  text: CheckoutText['page'],
  money: (amount: number) => string,
): Choice[] {
  return list.map((candidate) => {
    const price = deliveryPrice(candidate.ranges, cartValue) ?? 0;
    const time = candidate.time;
    return {
      id: candidate.id,
      label: candidate.name,
      detail: (
        <>
          <span data-method-price>{price === 0 ? text.free : money(price)}</span>
          {time && <span> · {interpolate(text.shippingTime, { time })}</span>}
        </>
      ),
    };
  });
}
