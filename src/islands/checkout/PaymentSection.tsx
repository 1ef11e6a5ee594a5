// The payment section: the payment methods of the chosen shipping method (of the digital one for a
// digital-only cart), or payment on delivery, or why there is nothing to choose yet.
import { track } from '../../stores/analytics';
import { $cart } from '../../stores/cart';
import { cartAnalytics } from '../../lib/analytics/cart-items';
import type { CheckoutPaymentMethod } from '../../lib/checkout/checkout-page';
import { MethodChoice } from './MethodChoice';
import type { SectionProps } from './section';

interface Props extends Pick<SectionProps, 'form' | 'errors' | 'text' | 'change'> {
  payOnDelivery: boolean;
  payments: readonly CheckoutPaymentMethod[];
  /** A method whose payments these are has been chosen. */
  methodChosen: boolean;
}

export function PaymentSection({ form, errors, text, change, payOnDelivery, payments, methodChosen }: Props) {
  return (
    <section className="checkout__section" aria-labelledby="checkout-payment-heading">
      <h2 id="checkout-payment-heading">{text.page.payment}</h2>
      {payOnDelivery ? (
        <p data-pay-on-delivery>{text.page.payOnDelivery}</p>
      ) : payments.length === 0 ? (
        <p className="checkout__hint" id="payment-method" tabIndex={-1}>
          {methodChosen ? text.page.noPaymentMethods : text.errors.shippingMethod}
        </p>
      ) : (
        <MethodChoice
          id="payment-method"
          legend={text.page.payment}
          choices={payments.map((payment) => ({ id: payment.id, label: payment.name }))}
          value={form.paymentMethodId}
          error={errors['payment-method']}
          onChoose={(id) => {
            change({ paymentMethodId: id }, 'payment-method');
            const chosen = payments.find((payment) => payment.id === id);
            if (chosen) track({ name: 'addPaymentInfo', paymentType: chosen.name, ...cartAnalytics($cart.get()) });
          }}
        />
      )}
    </section>
  );
}
