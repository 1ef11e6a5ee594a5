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
import type { CartText } from './cart-text';

interface Props {
  coupons: StoredCart['coupons'];
  text: CartText['coupon'];
  money: (amount: number) => string;
}

type Status = { kind: 'error' | 'success'; message: string } | null;

export function CouponForm({ coupons, text, money }: Props) {
  const id = useId();
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>(null);

  useEffect(
    () =>
      onCartEvent((event) => {
        if (event.type === 'coupon-unknown') setStatus({ kind: 'error', message: interpolate(text.unknown, { code: event.code }) });
        if (event.type === 'coupon-not-applicable') setStatus({ kind: 'error', message: interpolate(text.notApplicable, { code: event.code }) });
        if (event.type === 'coupon-applied') {
          setStatus({ kind: 'success', message: interpolate(text.added, { code: event.code }) });
          setCode('');
        }
      }),
    [text],
  );

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = applyCouponCode(code);
    const message = result === 'empty' ? text.required : result === 'duplicate' ? interpolate(text.duplicate, { code: code.trim() }) : null;
    setStatus(message ? { kind: 'error', message } : null);
    // Outcomes that need the platform are announced by the shell (CartAlerts); these two are known at once.
    if (message) notify({ type: 'error', text: message, group: 'cart' });
  }

  return (
    <div className="coupons">
      <form className="coupons__form" onSubmit={submit} noValidate>
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
          <button type="submit" className="button button--secondary">{text.apply}</button>
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
              <button type="button" className="coupons__remove" aria-label={interpolate(text.removeLabel, { code: coupon.code })} onClick={() => removeCouponCode(coupon.code)}>
                {text.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
