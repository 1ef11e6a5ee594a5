// A delivery or billing address with the autocomplete tokens scoped 'shipping' or 'billing', so a
// browser fills the whole form in one tap.
import type { AddressForm } from '../../lib/commerce/checkout-form-schema';
import type { CheckoutText } from './checkout-text';
import { Field, FieldError, describedBy, errorId } from './Field';

interface Props {
  scope: 'shipping' | 'billing';
  address: AddressForm;
  countries: readonly [string, string][];
  errors: Readonly<Record<string, string | undefined>>;
  text: CheckoutText['page'];
  onChange: (patch: Partial<AddressForm>) => void;
  onCommit: (fieldId: string) => void;
}

export function AddressFields({ scope, address, countries, errors, text, onChange, onCommit }: Props) {
  const field = (name: 'name' | 'address' | 'zip' | 'city' | 'phone', label: string, token: string, extra: Record<string, string> = {}) => {
    const id = `${scope}-${name}`;
    return (
      <Field
        id={id}
        label={label}
        value={address[name]}
        error={errors[id]}
        required
        autoComplete={`${scope} ${token}`}
        onValue={(value) => onChange({ [name]: value })}
        onCommit={() => onCommit(id)}
        {...extra}
      />
    );
  };
  const countryId = `${scope}-country`;
  return (
    <div className="address-fields">
      {field('name', text.name, 'name')}
      {field('address', text.address, 'address-line1')}
      {field('zip', text.zip, 'postal-code')}
      {field('city', text.city, 'address-level2')}
      <div className="field">
        <label htmlFor={countryId}>
          {text.country}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={countryId}
          value={address.country}
          // Always on one of its countries, so never empty: HTML's `required` would demand an empty first choice.
          aria-required
          autoComplete={`${scope} country`}
          aria-invalid={errors[countryId] ? true : undefined}
          aria-describedby={describedBy(errorId(countryId))}
          onChange={(event) => {
            onChange({ country: event.currentTarget.value });
            onCommit(countryId);
          }}
        >
          {(countries.some(([code]) => code === address.country) ? countries : [[address.country, address.country] as const, ...countries]).map(
            ([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ),
          )}
        </select>
        <FieldError id={countryId} error={errors[countryId]} />
      </div>
      {field('phone', text.phone, 'tel', { type: 'tel', inputMode: 'tel' })}
    </div>
  );
}
