// The product page's add-to-cart island: the options (schemas) with their defaults, the
// quantity in steps of quantity_step, a live price by the commerce rules (the configured price less
// the product's sales, as the cart will charge it), and "add to cart" into the persistent cart store
// (an identical product and selection raises the quantity).
import { useEffect, useMemo, useState } from 'react';
import { cartRequestItems } from '../lib/commerce/cart';
import type { AddToCartProduct } from '../lib/commerce/cart-line-schema';
import { quantityStep } from '../lib/commerce/cart-item';
import { configuredPrice } from '../lib/commerce/configured-price';
import { formatMoney, moneyKey, roundMoney, type MoneyTexts } from '../lib/commerce/money';
import { defaultSchemaValues } from '../lib/commerce/schema-defaults';
import type { SchemaValue } from '../lib/commerce/schema-values';
import { pricedIn } from '../lib/commerce/prices';
import type { Locale } from '../i18n/locales';
import { interpolate } from '../i18n/interpolate';
import { addProductToCart } from '../stores/cart-add';
import { notify } from '../stores/notifications';
import { track } from '../stores/analytics';
import { cartSchemaValues, configurationErrors, isValidQuantity, schemaValueError, type ConfigurableSchema } from '../lib/commerce/product-configuration';
import { SchemaField } from './add-to-cart/SchemaField';
import { usePlatformPrice } from './add-to-cart/platform-price';
import { afterNextPaint } from './after-paint';
import { usePaintedValue } from './painted-value';
import { readAddToCartText } from './add-to-cart/text';
import { reactIsland } from './react-island';

interface Props {
  product: AddToCartProduct;
  currency: string;
  locale: Locale;
  /**
   * The texts of the amounts the form shows before the shopper changes anything, as the server formatted them
   * (`defaultFormAmounts`): hydrating builds no Intl.NumberFormat, whose first build in a page loads the
   * locale's data, a long task on a slow phone. Other amounts are formatted in the browser.
   */
  priceTexts: MoneyTexts;
  /** The price block shows a discount; when `product.sales` do not give it, the island says the cart applies it. */
  discounted: boolean;
  cartHref: string;
  /** The strings (AddToCartText) as one JSON text (./add-to-cart/text.ts says why). */
  textJson: string;
}

/** How long the options must stay unchanged before the choice counts as one customizeProduct event. */
const CUSTOMIZE_SETTLE_MS = 800;

function AddToCart({ product, currency, locale, priceTexts, discounted, cartHref, textJson }: Props) {
  const text = readAddToCartText(textJson);
  // One island per page (the options' fields are `schema-<id>` likewise): a fixed prefix, the same in
  // the server's markup and the browser's.
  const formId = 'add-to-cart';
  const step = quantityStep(product);
  const [values, setValues] = useState<Record<string, SchemaValue>>(() => defaultSchemaValues(product.schemas));
  // The default configuration's price is the price block's (the platform's prices_min); only a
  // configuration the shopper changed needs the platform's own figure.
  const [configured, setConfigured] = useState(false);
  const [quantityText, setQuantityText] = useState(String(step));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: 'added' | 'invalid'; message: string } | null>(null);
  // The button works only once the island runs; before that (and without JS) it stays disabled.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const quantity = Number(quantityText);
  const money = (amount: number) => priceTexts[moneyKey(amount)] ?? formatMoney(amount, currency, locale);

  // The unit price of the configuration: before the sales (`initial`) and as the cart will charge it (`current`).
  const localPrice = useMemo(() => {
    try {
      return configuredPrice(product, values, currency);
    } catch (error) {
      console.error('[add to cart] price of the configuration:', error);
      return null;
    }
  }, [product, values, currency]);
  // On a product on sale the local rule is the platform's rule as far as the page knows it; the
  // platform's figure for this exact configuration replaces it when they differ.
  const onSale = discounted || product.sales.length > 0;
  // The customizeProduct analytics event: once the shopper has settled on a configuration (a pause after the last
  // change, so typing a text option is one event, not one per key).
  useEffect(() => {
    if (!configured || !localPrice) return;
    const timer = setTimeout(() => {
      track({
        name: 'customizeProduct',
        currency,
        item: {
          productId: product.id,
          name: product.name,
          price: localPrice.current,
          ...(localPrice.initial > localPrice.current ? { initialPrice: localPrice.initial } : {}),
          totalQty: 1,
        },
      });
    }, CUSTOMIZE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [configured, localPrice, currency, product]);
  const platformPrice = usePlatformPrice(
    onSale && configured && localPrice ? (cartRequestItems([{ ...localPrice.item, quantity: step }])[0] ?? null) : null,
    locale,
  );
  const livePrice = platformPrice ?? localPrice;
  // The price block follows the options and the quantity one frame later: the frame that answers an input
  // shows the input, and a new amount may first need the browser's number formatter.
  const shownPrice = usePaintedValue(livePrice);
  const shownQuantity = usePaintedValue(quantity);

  const optionPrices = useMemo(() => {
    const prices: Record<string, Record<string, number>> = {};
    for (const schema of product.schemas) {
      prices[schema.id] = Object.fromEntries((schema.options ?? []).map((option) => [option.id, pricedIn(option, currency)]));
    }
    return prices;
  }, [product, currency]);

  const visible = product.schemas.filter((schema) => !schema.hidden);

  function change(schema: ConfigurableSchema, value: SchemaValue) {
    setValues((current) => ({ ...current, [schema.id]: value }));
    setConfigured(true);
    setStatus(null);
    // An error already shown is re-checked as the shopper fixes it; new errors wait for blur or submit.
    if (errors[schema.id]) {
      const error = schemaValueError(schema, value, text);
      setErrors(({ [schema.id]: _old, ...rest }) => (error ? { ...rest, [schema.id]: error } : rest));
    }
  }

  /** Focus going to the add button: the submit checks everything at once, without moving the button under the pointer. */
  const leavingForSubmit = (event: React.FocusEvent<HTMLElement>) => event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit';

  function blur(schema: ConfigurableSchema, event: React.FocusEvent<HTMLElement>) {
    if (leavingForSubmit(event)) return;
    const error = schemaValueError(schema, values[schema.id], text);
    setErrors(({ [schema.id]: _old, ...rest }) => (error ? { ...rest, [schema.id]: error } : rest));
  }

  const checkQuantity = (value: number) => (isValidQuantity(value, step) ? null : interpolate(text.quantityInvalid, { step }));

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = configurationErrors(product.schemas, values, text);
    const badQuantity = checkQuantity(quantity);
    setErrors(found);
    setQuantityError(badQuantity);
    if (Object.keys(found).length || badQuantity || livePrice === null) {
      setStatus({ kind: 'invalid', message: livePrice === null ? text.priceError : text.fixErrors });
      const first = Object.keys(found)[0];
      document.getElementById(first ? `schema-${first}` : `${formId}-quantity`)?.focus();
      return;
    }
    const added = interpolate(text.added, { name: product.name, quantity });
    setStatus({ kind: 'added', message: added });
    // The status above answers the tap. Writing the cart (its stored copy, the header's badge, analytics),
    // processing it (its code loads on the first add, not with the page) and the notification follow
    // once that answer is on screen.
    const add = { product, quantity, schemaValues: cartSchemaValues(product.schemas, values), currency, now: Date.now() };
    afterNextPaint(() => {
      try {
        addProductToCart(add);
      } catch (error) {
        // Storage full or refused: the cart could not be written; say so instead of failing silently.
        console.error('[add to cart]', error);
        setStatus({ kind: 'invalid', message: text.cartUnavailable });
        return;
      }
      // The processing code (and the actions client it needs) loads with the first add, not with the page.
      void import('../stores/cart-processing').then((processing) => processing.processCartSoon());
      notify({ type: 'success', title: product.name, text: added, group: 'cart' });
    });
  }

  return (
    <form className="add-to-cart" onSubmit={submit} noValidate aria-describedby={`${formId}-status`}>
      {visible.length > 0 && (
        <fieldset className="add-to-cart__options">
          <legend>{text.options}</legend>
          {visible.map((schema) => (
            <SchemaField
              key={schema.id}
              schema={schema}
              value={values[schema.id]}
              error={errors[schema.id]}
              text={text}
              formatPrice={(amount) => (amount > 0 ? money(amount) : null)}
              schemaPrice={pricedIn(schema, currency)}
              optionPrices={optionPrices[schema.id] ?? {}}
              onChange={(value) => change(schema, value)}
              onBlur={(event) => blur(schema, event)}
            />
          ))}
        </fieldset>
      )}
      <div className="add-to-cart__quantity">
        <label htmlFor={`${formId}-quantity`}>{text.quantity}</label>
        <input
          id={`${formId}-quantity`}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={step}
          step={step}
          value={quantityText}
          aria-invalid={quantityError ? true : undefined}
          aria-describedby={[step > 1 ? `${formId}-step` : '', quantityError ? `${formId}-quantity-error` : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            setQuantityText(event.target.value);
            setStatus(null);
            if (quantityError) setQuantityError(checkQuantity(Number(event.target.value)));
          }}
          onBlur={(event) => {
            if (!leavingForSubmit(event)) setQuantityError(checkQuantity(quantity));
          }}
        />
        {step > 1 && (
          <p id={`${formId}-step`} className="add-to-cart__hint">
            {interpolate(text.quantityStep, { step })}
          </p>
        )}
        {quantityError && (
          <p id={`${formId}-quantity-error`} className="add-to-cart__error">
            {quantityError}
          </p>
        )}
      </div>
      <p className="add-to-cart__price" data-live-price>
        <span>{visible.length > 0 ? text.livePrice : text.price}: </span>
        <strong>{shownPrice === null ? text.priceError : money(shownPrice.current)}</strong>
        {shownPrice !== null && shownPrice.current < shownPrice.initial && (
          <>
            {' '}
            <s className="add-to-cart__initial">
              <span className="visually-hidden">{text.priceBefore}:</span> <span data-live-price-initial>{money(shownPrice.initial)}</span>
            </s>
          </>
        )}
        {shownPrice !== null && isValidQuantity(shownQuantity, step) && shownQuantity !== 1 && (
          <span className="add-to-cart__total">
            {' '}
            · {interpolate(text.total, { quantity: shownQuantity })}: <strong>{money(roundMoney(shownPrice.current * shownQuantity))}</strong>
          </span>
        )}
      </p>
      {discounted && shownPrice !== null && shownPrice.current >= shownPrice.initial && <p className="add-to-cart__hint">{text.discountInCart}</p>}
      <button type="submit" className="add-to-cart__button" disabled={!ready}>
        {text.addToCart}
      </button>
      <div id={`${formId}-status`} role="status" aria-live="polite" className={`add-to-cart__status add-to-cart__status--${status?.kind ?? 'none'}`}>
        {status?.message}
        {status?.kind === 'added' && (
          <>
            {' '}
            <a href={cartHref}>{text.goToCart}</a>
          </>
        )}
      </div>
    </form>
  );
}

export default reactIsland(AddToCart);
