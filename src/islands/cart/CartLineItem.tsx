// One cart line: cover, name linked to the product, the chosen options in words, the unit price (with
// the price before discounts when it differs), a quantity control in steps of the product's
// quantity_step, the line total, remove, and what processing changed on the line by itself.
import { useRef, useState } from 'react';
import type { StoredCart } from '../../stores/cart';
import { quantityStep, steppedQuantity } from '../../lib/commerce/cart-item';
import { roundMoney } from '../../lib/commerce/money';
import { interpolate } from '../../i18n/interpolate';
import { afterNextPaint } from '../after-paint';
import { chosenOptions } from './chosen-options';
import { lineImage } from './cover-image';
import type { CartText } from './cart-text';

type Line = StoredCart['items'][number];

interface Props {
  line: Line;
  text: CartText['line'];
  intlLocale: string;
  money: (amount: number) => string;
  productHref: (slug: string) => string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** A typed quantity as a whole number of steps (0 or less means remove). */
export function toStepQuantity(typed: string, step: number): number | null {
  const number = Number(typed.replace(',', '.'));
  if (typed.trim() === '' || !Number.isFinite(number)) return null;
  if (number <= 0) return 0;
  return Number((Math.max(1, Math.round(number / step)) * step).toFixed(6));
}

export function CartLineItem({ line, text, intlLocale, money, productHref, onQuantity, onRemove }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  // A step the line shows before the cart has it, until the cart holds the latest one's quantity. The ref
  // holds it as well for steps tapped before React renders the last one.
  const [stepped, setStepped] = useState<number | null>(null);
  const latestStep = useRef<{ quantity: number } | null>(null);
  const quantity = stepped ?? line.quantity;
  const step = quantityStep(line.product);
  const name = line.product.name;
  const inputId = `quantity-${line.id}`;
  const options = chosenOptions(line.schemas, { yes: text.yes, no: text.no, intlLocale });
  const discounted = line.priceDiscounted < line.price;
  const image = line.product.cover ? lineImage(line.product.cover.url) : null;
  const href = line.product.slug ? productHref(line.product.slug) : undefined;

  function commit() {
    if (draft === null) return;
    const typed = toStepQuantity(draft, step);
    setDraft(null);
    if (typed !== null && typed !== quantity) onQuantity(typed);
  }

  /**
   * The frame that answers the tap shows the line's new quantity and total; the cart's change (stored,
   * the summary, the header's badge, processing) follows once it is on screen. Steps count from the
   * quantity shown, so taps faster than that are all counted.
   */
  function stepBy(direction: 1 | -1) {
    const next = steppedQuantity(latestStep.current?.quantity ?? line.quantity, step, direction);
    if (next === null) return;
    const mine = { quantity: next };
    latestStep.current = mine;
    setStepped(next);
    afterNextPaint(() => {
      onQuantity(next);
      if (latestStep.current !== mine) return;
      latestStep.current = null;
      setStepped(null);
    });
  }

  return (
    <li className="cart-line" data-cart-line={line.id}>
      <div className="cart-line__image">
        {image && <img src={image.src} srcSet={image.srcSet} sizes="96px" width={96} height={96} alt="" loading="lazy" decoding="async" />}
      </div>
      <div className="cart-line__about">
        <h3 className="cart-line__name">{href ? <a href={href}>{name}</a> : name}</h3>
        {options.length > 0 && (
          <dl className="cart-line__options" aria-label={text.options}>
            {options.map((option) => (
              <div key={option.id}>
                <dt>{option.name}:</dt> <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {line.notice?.quantityFrom !== undefined && (
          <p className="cart-line__notice" data-line-notice="quantity">
            {interpolate(text.quantityChanged, { from: line.notice.quantityFrom, to: line.quantity })}
          </p>
        )}
        {line.notice?.priceFrom !== undefined && (
          <p className="cart-line__notice" data-line-notice="price">
            {interpolate(text.priceChanged, { from: money(line.notice.priceFrom), to: money(line.priceDiscounted) })}
          </p>
        )}
      </div>
      <p className="cart-line__unit">
        <span className="visually-hidden">{text.unitPrice}: </span>
        <span data-unit-price>{money(line.priceDiscounted)}</span>
        {discounted && (
          <s className="cart-line__before">
            <span className="visually-hidden">{text.priceBefore}: </span>
            {money(line.price)}
          </s>
        )}
      </p>
      <div className="cart-line__quantity">
        <button
          type="button"
          className="cart-line__step"
          aria-label={interpolate(text.decrease, { name })}
          disabled={quantity <= step}
          onClick={() => stepBy(-1)}
        >
          −
        </button>
        <label htmlFor={inputId} className="visually-hidden">
          {interpolate(text.quantityOf, { name })}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="decimal"
          min={0}
          step={step}
          value={draft ?? String(quantity)}
          aria-describedby={step > 1 ? `${inputId}-step` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        <button type="button" className="cart-line__step" aria-label={interpolate(text.increase, { name })} onClick={() => stepBy(1)}>
          +
        </button>
        {step > 1 && (
          <p id={`${inputId}-step`} className="cart-line__hint">
            {interpolate(text.step, { step })}
          </p>
        )}
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">{text.lineTotal}: </span>
        <strong data-line-total>{money(roundMoney(line.priceDiscounted * quantity))}</strong>
      </p>
      <button type="button" className="cart-line__remove" aria-label={interpolate(text.removeLabel, { name })} onClick={onRemove}>
        {text.remove}
      </button>
    </li>
  );
}
