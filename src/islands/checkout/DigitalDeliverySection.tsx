// The delivery section of a cart with digital goods: the digital method (the island picks the first
// when none is chosen), or the page's own word that the shop has none.
import { MethodChoice } from './MethodChoice';
import { methodChoices } from './method-choices';
import type { CheckoutShippingMethod } from '../../lib/checkout/checkout-page';
import type { SectionProps } from './section';

interface Props extends Pick<SectionProps, 'form' | 'errors' | 'text' | 'change'> {
  methods: CheckoutShippingMethod[];
  method: CheckoutShippingMethod | null;
  /** The cart has physical goods too: their method's payment choice stays. */
  physical: boolean;
  cartValue: number;
  money: (amount: number) => string;
}

export function DigitalDeliverySection({ form, errors, text, change, methods, method, physical, cartValue, money }: Props) {
  return (
    <section className="checkout__section" aria-labelledby="checkout-digital-heading">
      <h2 id="checkout-digital-heading">{text.page.digitalShippingMethod}</h2>
      {methods.length === 0 ? (
        <p className="checkout__warning" id="digital-method" tabIndex={-1}>
          {text.page.noDigitalShippingMethod}
        </p>
      ) : (
        <MethodChoice
          id="digital-method"
          name="digital-method"
          legend={text.page.digitalShippingMethod}
          choices={methodChoices(methods, cartValue, text.page, money)}
          value={method?.id ?? null}
          error={errors['digital-method']}
          onChoose={(id) => change({ digitalShippingMethodId: id, paymentMethodId: physical ? form.paymentMethodId : null }, 'digital-method')}
        />
      )}
    </section>
  );
}
