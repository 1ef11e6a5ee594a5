// The points of a point-type method (the shop's own pick-up points, listed with the method), loaded only
// when such a method is chosen (the checkout page's JS budget).
import type { CheckoutPoint } from '../../lib/checkout/checkout-page';
import type { CheckoutText } from './checkout-text';
import type { IslandParts } from './parts';

interface Props {
  points: readonly CheckoutPoint[];
  value: string | null;
  error: string | undefined;
  text: CheckoutText['page'];
  onChoose: (id: string | null) => void;
  parts: Pick<IslandParts, 'FieldError'>;
}

export default function PlatformPoints({ points, value, error, text, onChoose, parts: { FieldError } }: Props) {
  return (
    <div className="field">
      <label htmlFor="shipping-point">
        {text.point}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        id="shipping-point"
        value={value ?? ''}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby="shipping-point-error"
        onChange={(event) => onChoose(event.currentTarget.value || null)}
      >
        <option value="">{text.choosePoint}</option>
        {points.map((point) => (
          <option key={point.id} value={point.id}>
            {point.label}
          </option>
        ))}
      </select>
      <FieldError id="shipping-point" error={error} />
    </div>
  );
}
