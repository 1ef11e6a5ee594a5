// The delivery section of a cart with digital goods: the digital method (the island picks the first
// when none is chosen), or the page's own word that the shop has none.
import { ShippingMethods } from './ShippingMethods';
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

export function DigitalDeliverySection(props: Props) {
  const { form, text, change, physical } = props;
  return (
    <section className="checkout__section" aria-labelledby="checkout-digital-heading">
      <h2 id="checkout-digital-heading">{text.page.digitalShippingMethod}</h2>
      <ShippingMethods
        {...props}
        id="digital-method"
        legend={text.page.digitalShippingMethod}
        none={text.page.noDigitalShippingMethod}
        onChoose={(id) => change({ digitalShippingMethodId: id, paymentMethodId: physical ? form.paymentMethodId : null }, 'digital-method')}
      />
    </section>
  );
}
