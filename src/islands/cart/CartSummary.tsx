// The cart's totals as the platform computed them: value before discounts, the sales applied, the
// discounts, delivery (from the cheapest method for this cart value until one is chosen), shipping
// time, the total; how much more for free delivery; and the way to checkout. While processing runs,
// a status line says so in space reserved for it, so nothing moves.
import { useStore } from '@nanostores/react';
import type { StoredCart } from '../../stores/cart';
import { $cartFigures } from '../../stores/cart-processing';
import { cheapestDelivery, missingForFreeDelivery, type DeliveryRanges } from '../../lib/commerce/delivery-price';
import { roundMoney } from '../../lib/commerce/money';
import { shippingTimeText } from '../../lib/commerce/shipping-time';
import type { Locale } from '../../i18n/locales';
import { interpolate } from '../../i18n/interpolate';
import type { CartText } from './cart-text';

interface Props {
  cart: StoredCart;
  locale: Locale;
  delivery: DeliveryRanges[];
  checkoutHref: string;
  text: CartText;
  money: (amount: number) => string;
}

export function CartSummary({ cart, locale, delivery, checkoutHref, text, money }: Props) {
  const figures = useStore($cartFigures);
  const discounts = roundMoney(cart.totalValueInitial - cart.totalValue);
  const deliveryFrom = cart.shippingPrice > 0 ? cart.shippingPrice : cheapestDelivery(delivery, cart.totalValue);
  const missing = missingForFreeDelivery(delivery, cart.totalValue);
  const shipsIn = shippingTimeText(locale, { shippingTime: cart.shippingTime, shippingDate: cart.shippingDate, now: Date.now() }, text.shippingTime);
  const status = cart.isProcessing || figures === 'unconfirmed' ? text.page.processing : figures === 'stale' ? text.summary.stale : '';

  return (
    <section className="cart-summary" aria-labelledby="cart-summary-heading" aria-busy={cart.isProcessing || figures === 'unconfirmed'}>
      <h2 id="cart-summary-heading">{text.summary.heading}</h2>
      <dl className="cart-summary__figures">
        <div>
          <dt>{text.summary.value}</dt>
          <dd data-summary="value">{money(cart.totalValueInitial)}</dd>
        </div>
        {discounts > 0 && (
          <div>
            <dt>{text.summary.discounts}</dt>
            <dd data-summary="discounts">−{money(discounts)}</dd>
          </div>
        )}
        {cart.sales.map((sale) => (
          <div key={sale.id} className="cart-summary__sale" data-sale={sale.id}>
            <dt>{sale.name || text.summary.sales}</dt>
            <dd>−{money(sale.value)}</dd>
          </div>
        ))}
        {deliveryFrom !== undefined && (
          <div>
            <dt>{text.summary.shipping}</dt>
            <dd data-summary="shipping">{deliveryFrom === 0 ? text.summary.free : money(deliveryFrom)}</dd>
          </div>
        )}
        {shipsIn && (
          <div>
            <dt>{text.summary.shippingTime}</dt>
            <dd data-summary="shipping-time">{shipsIn}</dd>
          </div>
        )}
        <div className="cart-summary__total">
          <dt>{text.summary.total}</dt>
          <dd data-summary="total">{money(cart.summary)}</dd>
        </div>
      </dl>
      {cart.shippingPrice === 0 && <p className="cart-summary__note">{text.summary.deliveryAtCheckout}</p>}
      {missing !== undefined && (
        <p className="cart-summary__free-delivery" data-free-delivery>
          {missing > 0 ? interpolate(text.summary.freeDeliveryMissing, { amount: money(missing) }) : text.summary.freeDeliveryReached}
        </p>
      )}
      <p className="cart-summary__status" role="status" data-cart-status={cart.isProcessing && figures !== 'unconfirmed' ? 'processing' : figures}>
        {status}
      </p>
      <a className="button cart-summary__checkout" href={checkoutHref}>
        {text.page.checkout}
      </a>
    </section>
  );
}
