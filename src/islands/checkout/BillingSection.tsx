// The billing section: billing the same as delivery (only an address delivery has one to copy), else
// the billing address (with a signed-in shopper's saved addresses); buying as a company and asking for
// an invoice, whose company and VAT fields load only once one of the boxes is ticked (the page's JS budget).
import { Suspense } from 'react';
import { showsVat, type PlaceInput } from '../../lib/checkout/checkout-form';
import type { CheckoutAccount } from '../../lib/checkout/checkout-page';
import { ShopperAddress } from './ShopperAddress';
import { CompanyFields, parts } from './lazy-parts';
import type { SectionProps } from './section';

interface Props extends SectionProps {
  place: PlaceInput;
  /** The billing address is the shopper's own, not the delivery address. */
  ownBilling: boolean;
  account: CheckoutAccount | null;
  countries: [string, string][];
}

export function BillingSection(props: Props) {
  const { form, errors, text, change, changeAddress, commit, place, ownBilling } = props;
  return (
    <fieldset className="checkout__section">
      <legend>{text.page.billing}</legend>
      {place === 'address' && (
        <label className="checkbox">
          <input type="checkbox" checked={form.billingSame} onChange={(event) => change({ billingSame: event.currentTarget.checked })} />
          {text.page.billingSame}
        </label>
      )}
      {ownBilling && <ShopperAddress scope="billing" {...props} />}
      <label className="checkbox">
        <input type="checkbox" checked={form.asCompany} onChange={(event) => change({ asCompany: event.currentTarget.checked })} />
        {text.page.asCompany}
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={form.invoiceRequested} onChange={(event) => change({ invoiceRequested: event.currentTarget.checked })} />
        {text.page.invoice}
      </label>
      {(form.asCompany || form.invoiceRequested) && (
        <Suspense>
          <CompanyFields
            form={form}
            vat={showsVat(form)}
            errors={errors}
            text={text.page}
            onChange={(patch) => changeAddress('billingAddress', patch)}
            onCommit={commit}
            parts={parts}
          />
        </Suspense>
      )}
    </fieldset>
  );
}
