// A signed-in shopper's saved addresses for the delivery or billing address, and "save this address to
// my account". Loaded only for signed-in shoppers (the checkout page's JS budget). Choosing a saved
// address fills the fields, which stay editable (an edited address shows "type a new address" and can
// be saved); on entry an empty form starts from the default one.
import { useEffect, useEffectEvent } from 'react';
import type { AddressForm } from '../../lib/commerce/checkout-form-schema';
import type { CheckoutSavedAddress } from '../../lib/checkout/checkout-page';
import type { CheckoutText } from './checkout-text';

interface Props {
  scope: 'shipping' | 'billing';
  saved: readonly CheckoutSavedAddress[];
  address: AddressForm;
  save: boolean;
  text: CheckoutText['options']['saved'];
  onPick: (address: AddressForm) => void;
  onSave: (save: boolean) => void;
}

const sameAddress = (a: AddressForm, b: AddressForm) =>
  a.name === b.name && a.address === b.address && a.zip === b.zip && a.city === b.city && a.country === b.country && a.phone === b.phone;

export default function SavedAddresses({ scope, saved, address, save, text, onPick, onSave }: Props) {
  const matching = saved.find((entry) => sameAddress(entry.address, address));
  // A company name or VAT number already typed stays when the saved address has none.
  const pick = (entry: CheckoutSavedAddress) =>
    onPick({ ...entry.address, company_name: entry.address.company_name || address.company_name, vat: entry.address.vat || address.vat });

  // Only on entry: later the shopper's own choice counts.
  const startFromDefault = useEffectEvent(() => {
    const start = saved.find((entry) => entry.isDefault) ?? saved[0];
    if (start && !address.name && !address.address) {
      pick(start);
    }
  });
  useEffect(() => startFromDefault(), []);

  const id = `${scope}-saved`;
  return (
    <>
      {saved.length > 0 && (
        <div className="field">
          <label htmlFor={id}>{text.pick}</label>
          <select
            id={id}
            value={matching?.id ?? ''}
            onChange={(event) => {
              const next = saved.find((entry) => entry.id === event.currentTarget.value);
              if (next) pick(next);
            }}
          >
            <option value="">{text.pickNone}</option>
            {saved.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {!matching && (
        <label className="checkbox">
          <input type="checkbox" id={`${scope}-save`} checked={save} onChange={(event) => onSave(event.currentTarget.checked)} />
          {text.save}
        </label>
      )}
    </>
  );
}
