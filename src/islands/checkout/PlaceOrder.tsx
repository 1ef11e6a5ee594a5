// The end of the form: the shopper's comment to the order, the changed total the shopper confirms by
// placing again, the button (its label says what placing does) and the way back to the cart.
import { interpolate } from '../../i18n/interpolate';
import { localizePath, type Locale } from '../../i18n/locales';
import { updateCheckout } from '../../stores/checkout';
import { FieldError, errorId } from './Field';
import type { SectionProps } from './section';

interface Props extends Pick<SectionProps, 'form' | 'errors' | 'text' | 'commit'> {
  locale: Locale;
  /** The total the platform changed to since the shopper last saw it, to confirm. */
  changedTotal: { before: number; after: number } | null;
  placing: boolean;
  payOnDelivery: boolean;
  money: (amount: number) => string;
}

export function PlaceOrder({ form, errors, text, commit, locale, changedTotal, placing, payOnDelivery, money }: Props) {
  return (
    <>
      <div className="field">
        <label htmlFor="checkout-comment">{text.page.comment}</label>
        <textarea
          id="checkout-comment"
          rows={3}
          value={form.comment}
          aria-invalid={errors['checkout-comment'] ? true : undefined}
          aria-describedby={errorId('checkout-comment')}
          // Typing a comment leaves a changed total to confirm as it is.
          onChange={(event) => updateCheckout({ comment: event.currentTarget.value })}
          onBlur={() => commit('checkout-comment')}
        />
        <FieldError id="checkout-comment" error={errors['checkout-comment']} />
      </div>

      {changedTotal && (
        <p className="checkout__changed" data-total-changed>
          {interpolate(text.page.totalChanged, { before: money(changedTotal.before), after: money(changedTotal.after) })}
        </p>
      )}
      <button type="submit" className="button checkout__submit" aria-disabled={placing || undefined} data-place-order>
        {placing ? text.page.submitting : changedTotal ? text.page.confirmChanged : payOnDelivery ? text.page.submitOnDelivery : text.page.submit}
      </button>
      <p>
        <a href={localizePath('/cart', locale)}>{text.page.backToCart}</a>
      </p>
    </>
  );
}
