// The radio group of the shipping methods (physical or digital) the cart may use, each with its name, its
// delivery price for the cart's value (or "free") and its delivery time when it has one; or, when there
// is none, the page's word that the shop has none, under the group's id so that "focus the first invalid
// field" still lands there.
import { interpolate } from '../../i18n/interpolate';
import { deliveryPrice } from '../../lib/commerce/delivery-price';
import type { CheckoutShippingMethod } from '../../lib/checkout/checkout-page';
import type { CheckoutText } from './checkout-text';
import { MethodChoice } from './MethodChoice';

interface Props {
  id: string;
  legend: string;
  /** Said instead of the group when there is no method. */
  none: string;
  methods: readonly CheckoutShippingMethod[];
  method: CheckoutShippingMethod | null;
  errors: Readonly<Record<string, string | undefined>>;
  cartValue: number;
  money: (amount: number) => string;
  text: CheckoutText;
  onChoose: (id: string) => void;
}

export function ShippingMethods({ id, legend, none, methods, method, errors, cartValue, money, text, onChoose }: Props) {
  return methods.length === 0 ? (
    <p className="checkout__warning" id={id} tabIndex={-1}>
      {none}
    </p>
  ) : (
    <MethodChoice
      id={id}
      legend={legend}
      choices={methods.map((candidate) => {
        const price = deliveryPrice(candidate.ranges, cartValue) ?? 0;
        const time = candidate.time;
        return {
          id: candidate.id,
          label: candidate.name,
          detail: (
            <>
              <span data-method-price>{price === 0 ? text.page.free : money(price)}</span>
              {time && <span> · {interpolate(text.page.shippingTime, { time })}</span>}
            </>
          ),
        };
      })}
      value={method?.id ?? null}
      error={errors[id]}
      onChoose={onChoose}
    />
  );
}
