// The order summary beside the form: lines, discounts, delivery and the total, as the platform last
// computed them (the cart is processed with the chosen shipping method).
import type { StoredCart } from '../../stores/cart';
import { roundMoney } from '../../lib/commerce/money';
import { interpolate } from '../../i18n/interpolate';
import type { CheckoutText } from './checkout-text';

interface Props {
  cart: StoredCart;
  shippingChosen: boolean;
  updating: boolean;
  text: CheckoutText['summary'];
  free: string;
  money: (amount: number) => string;
}

export function OrderSummary({ cart, shippingChosen, updating, text, free, money }: Props) {
  const discounts = roundMoney(cart.totalValueInitial - cart.totalValue);
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-heading" aria-busy={updating}>
      <h2 id="checkout-summary-heading">{text.heading}</h2>
      <h3 className="visually-hidden">{text.products}</h3>
      <ul className="checkout-summary__lines">
        {cart.items.map((line) => (
          <li key={line.id} data-summary-line={line.id}>
            <span>
              {interpolate(text.quantity, { count: line.quantity })} {line.product.name}
            </span>
            <span>{money(roundMoney(line.priceDiscounted * line.quantity))}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__figures">
        {discounts > 0 && (
          <div>
            <dt>{text.discounts}</dt>
            <dd data-summary="discounts">−{money(discounts)}</dd>
          </div>
        )}
        <div>
          <dt>{text.shipping}</dt>
          <dd data-summary="shipping">{!shippingChosen ? text.shippingUnknown : cart.shippingPrice === 0 ? free : money(cart.shippingPrice)}</dd>
        </div>
        <div className="checkout-summary__total">
          <dt>{text.total}</dt>
          <dd data-summary="total">{money(cart.summary)}</dd>
        </div>
      </dl>
      <p className="checkout-summary__status" role="status">
        {updating ? text.updating : ''}
      </p>
    </section>
  );
}
