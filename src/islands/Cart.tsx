// The cart page's island: the lines of the shared cart store with their options, quantities and
// prices, the unavailable lines, discount codes and the summary. Opening it processes the cart, so
// the figures are the platform's; every change is shown at once and processed after a short pause.
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $cart } from '../stores/cart';
import { track } from '../stores/analytics';
import { cartAnalytics } from '../lib/analytics/cart-items';
import { changeLineQuantity, processCartSoon, removeLine } from '../stores/cart-processing';
import { formatMoney } from '../lib/commerce/money';
import type { DeliveryRanges } from '../lib/commerce/delivery-price';
import { INTL_LOCALE, localizePath, type Locale } from '../i18n/locales';
import { CartLineItem } from './cart/CartLineItem';
import { CartSummary } from './cart/CartSummary';
import { CouponForm } from './cart/CouponForm';
import { UnavailableLines } from './cart/UnavailableLines';
import type { CartText } from './cart/cart-text';

interface Props {
  locale: Locale;
  currency: string;
  delivery: DeliveryRanges[];
  text: CartText;
}

export default function Cart({ locale, currency, delivery, text }: Props) {
  const cart = useStore($cart);
  const money = useMemo(() => (amount: number) => formatMoney(amount, currency, locale), [currency, locale]);
  const productHref = (slug: string) => localizePath(`/product/${encodeURIComponent(slug)}`, locale);

  useEffect(() => {
    // Opening the cart processes it, so stale figures from another day are replaced.
    processCartSoon(0);
    if ($cart.get().items.length > 0) track({ name: 'viewCart', ...cartAnalytics($cart.get()) });
  }, []);

  function remove(lineId: string) {
    removeLine(lineId);
    // The removed line's button is gone: keep the keyboard user in the cart, not at the top of the page.
    document.getElementById('cart-heading')?.focus();
  }

  if (cart.items.length === 0 && cart.unavailableItems.length === 0) {
    return (
      <div className="cart-empty" data-cart-empty>
        <p className="cart-empty__title">{text.page.empty}</p>
        <p>{text.page.emptyHint}</p>
        <a className="button" href={localizePath('/', locale)}>
          {text.page.backToShop}
        </a>
      </div>
    );
  }

  return (
    <div className="cart" data-cart-ready>
      <div className="cart__lines">
        {cart.items.length > 0 ? (
          <section aria-labelledby="cart-lines-heading">
            <h2 id="cart-lines-heading" className="visually-hidden">
              {text.page.lines}
            </h2>
            <ul className="cart-lines">
              {cart.items.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  text={text.line}
                  intlLocale={INTL_LOCALE[locale]}
                  money={money}
                  productHref={productHref}
                  onQuantity={(quantity) => (quantity > 0 ? changeLineQuantity(line.id, quantity) : remove(line.id))}
                  onRemove={() => remove(line.id)}
                />
              ))}
            </ul>
          </section>
        ) : (
          <div className="cart-empty" data-cart-empty>
            <p className="cart-empty__title">{text.page.empty}</p>
            <a href={localizePath('/', locale)}>{text.page.backToShop}</a>
          </div>
        )}
        {cart.unavailableItems.length > 0 && <UnavailableLines lines={cart.unavailableItems} text={text.unavailable} productHref={productHref} />}
      </div>
      {cart.items.length > 0 && (
        <div className="cart__side">
          <CouponForm coupons={cart.coupons} text={text.coupon} money={money} />
          <CartSummary cart={cart} locale={locale} delivery={delivery} checkoutHref={localizePath('/checkout', locale)} text={text} money={money} />
        </div>
      )}
    </div>
  );
}
