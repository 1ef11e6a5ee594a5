// The delivery section of a cart with physical goods: the shipping methods the cart may use, then the
// place the chosen method needs (docs/rules.md#shipping-place): one of a point method's points, a point
// from the provider's map, or the delivery address (with a signed-in shopper's saved addresses). The
// points, the map and the saved addresses load only when shown (the page's JS budget).
import { Suspense } from 'react';
import { track } from '../../stores/analytics';
import { $cart } from '../../stores/cart';
import { cartAnalytics } from '../../lib/analytics/cart-items';
import { PICKUP_PROVIDERS, pickupProvider } from '../../lib/commerce/shipping';
import type { PlaceInput } from '../../lib/checkout/checkout-form';
import type { CheckoutAccount, CheckoutShippingMethod } from '../../lib/checkout/checkout-page';
import type { PickupWidgets } from '../../lib/checkout/pickup-widgets';
import { ShippingMethods } from './ShippingMethods';
import { ShopperAddress } from './ShopperAddress';
import { PlatformPoints, PointPicker, parts } from './lazy-parts';
import type { SectionProps } from './section';

interface Props extends SectionProps {
  /** The physical methods the cart may use in the shipping country. */
  methods: CheckoutShippingMethod[];
  /** The chosen one, when it is among them. */
  method: CheckoutShippingMethod | null;
  place: PlaceInput;
  cartValue: number;
  money: (amount: number) => string;
  account: CheckoutAccount | null;
  countries: [string, string][];
  widgets: PickupWidgets;
}

export function DeliverySection(props: Props) {
  const { form, errors, text, change, changeAddress, commit, methods, method, place, widgets } = props;
  const provider = pickupProvider(method);
  return (
    <section className="checkout__section" aria-labelledby="checkout-delivery-heading">
      <h2 id="checkout-delivery-heading">{text.page.delivery}</h2>
      <ShippingMethods
        {...props}
        id="shipping-method"
        legend={text.page.shippingMethod}
        none={text.page.noShippingMethods}
        onChoose={(id) => {
          change({ shippingMethodId: id, paymentMethodId: null, shippingPointId: null }, 'shipping-method');
          const chosen = methods.find((candidate) => candidate.id === id);
          if (chosen) track({ name: 'addShippingInfo', shippingTier: chosen.name, ...cartAnalytics($cart.get()) });
        }}
      />
      {place === 'point' && method && (
        <Suspense>
          <PlatformPoints
            points={method.points}
            value={form.shippingPointId}
            error={errors['shipping-point']}
            text={text.page}
            onChoose={(id) => change({ shippingPointId: id }, 'shipping-point')}
            parts={parts}
          />
        </Suspense>
      )}
      {place === 'pickup' && provider && (
        <Suspense>
          <PointPicker
            provider={PICKUP_PROVIDERS[provider]}
            widgets={widgets}
            point={form.pickupPoint}
            phone={form.shippingAddress.phone}
            errors={errors}
            text={text}
            onPoint={(point) => change({ pickupPoint: point }, 'pickup-point')}
            onPhone={(phone) => changeAddress('shippingAddress', { phone })}
            onCommit={commit}
            parts={parts}
          />
        </Suspense>
      )}
      {place === 'address' && (
        <fieldset className="checkout__subsection">
          <legend>{text.page.deliveryAddress}</legend>
          <ShopperAddress scope="shipping" {...props} />
        </fieldset>
      )}
    </section>
  );
}
