// Discount codes: add one (processed at once; an unknown or inapplicable code is taken out again with a
// message next to the field, and nothing else in the cart changes), and the applied codes with remove.
// The message next to the field is for the eye and the field's description; screen readers hear it
// from the notification area, which announces every coupon outcome once.
import { useEffect, useId, useState } from 'react';
import type { StoredCart } from '../../stores/cart';
import { onCartEvent } from '../../stores/cart-events';
import { applyCouponCode, removeCouponCode } from '../../stores/cart-processing';
import { notify } from '../../stores/notifications';
import { interpolate } from '../../i18n/interpolate';
import { MAX_CART_COUPONS } from '../../lib/commerce/cart-coupons';
import { afterNextPaint } from '../after-paint';
import type { CartText } from './cart-text';

interface Props {
  coupons: StoredCart['coupons'];
  text: CartText['coupon'];
  money: (amount: number) => string;
}

type Status = { kind: 'error' | 'success' | 'pending'; message: string } | null;

export function CouponForm({ coupons, text, money }: Props) {
  const id = useId();
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>(null);

  useEffect(
    () =>
      onCartEvent((event) => {
        if (event.type === 'coupon-unknown') setStatus({ kind: 'error', message: interpolate(text.unknown, { code: event.code }) });
        if (event.type === 'coupon-not-applicable') setStatus({ kind: 'error', message: interpolate(text.notApplicable, { code: event.code }) });
        if (event.type === 'coupon-throttled') setStatus({ kind: 'error', message: interpolate(text.throttled, { code: event.code, minutes: event.minutes }) });
        // The cart kept as it was (no answer about the code): the shell's notification says why.
        if (event.type === 'offline' || event.type === 'unreachable' || event.type === 'refused' || event.type === 'bad-request') {
          setStatus((current) => (current?.kind === 'pending' ? null : current));
        }
        if (event.type === 'coupon-applied') {
          setStatus({ kind: 'success', message: interpolate(text.added, { code: event.code }) });
          setCode('');
        }
      }),
    [text],
  );

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setStatus({ kind: 'error', message: text.required });
      notify({ type: 'error', text: text.required, group: 'cart' });
      return;
    }
    // The frame that answers the tap shows only this status; adding the code to the cart (the stored cart
    // written, the whole island re-rendered) and asking the platform follow once it is on screen.
    setStatus({ kind: 'pending', message: interpolate(text.checking, { code: typed }) });
    afterNextPaint(() => {
      const added = applyCouponCode(typed);
      if (added === 'added' || added === 'empty') return;
      const message =
        added === 'duplicate'
          ? interpolate(text.duplicate, { code: typed })
          : added === 'empty-cart'
            ? text.emptyCart
            : interpolate(text.tooMany, { max: MAX_CART_COUPONS });
      setStatus({ kind: 'error', message });
      // Outcomes that need the platform are announced by the shell (CartAlerts); this one is known at once.
      notify({ type: 'error', text: message, group: 'cart' });
    });
  }

  return (
    <div className="coupons">
      {/* Busy: the apply button dims at once, where the finger is (the status line may be below the fold). */}
      <form className="coupons__form" onSubmit={submit} noValidate aria-busy={status?.kind === 'pending' ? true : undefined}>
        <label htmlFor={`${id}-code`}>{text.label}</label>
        <div className="coupons__row">
          <input
            id={`${id}-code`}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={code}
            aria-invalid={status?.kind === 'error' ? true : undefined}
            aria-describedby={`${id}-status`}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="button button--secondary">
            {text.apply}
          </button>
        </div>
        <p id={`${id}-status`} className={`coupons__status coupons__status--${status?.kind ?? 'none'}`} data-coupon-status>
          {status?.message}
        </p>
      </form>
      {coupons.length > 0 && (
        <ul className="coupons__applied" aria-label={text.applied}>
          {coupons.map((coupon) => (
            <li key={coupon.code} data-coupon={coupon.code}>
              <span className="coupons__code">{coupon.code}</span>
              {coupon.name && <span className="coupons__name">{coupon.name}</span>}
              {coupon.value > 0 && <span className="coupons__value">−{money(coupon.value)}</span>}
              <button
                type="button"
                className="coupons__remove"
                aria-label={interpolate(text.removeLabel, { code: coupon.code })}
                onClick={() => removeCouponCode(coupon.code)}
              >
                {text.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
