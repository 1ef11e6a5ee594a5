// The company name (buying as a company) and the VAT number (a company or an invoice), loaded only once
// one of the two boxes is ticked (the checkout page's JS budget).
import type { AddressForm, CheckoutForm } from '../../lib/commerce/checkout-form-schema';
import type { CheckoutText } from './checkout-text';
import type { IslandParts } from './parts';

interface Props {
  form: Pick<CheckoutForm, 'asCompany' | 'invoiceRequested' | 'billingAddress'>;
  /** showsVat(form), computed by the island (importing it here would split its module into a file). */
  vat: boolean;
  errors: Readonly<Record<string, string | undefined>>;
  text: CheckoutText['page'];
  onChange: (patch: Partial<AddressForm>) => void;
  onCommit: (fieldId: string) => void;
  parts: Pick<IslandParts, 'Field'>;
}

export default function CompanyFields({ form, vat, errors, text, onChange, onCommit, parts: { Field } }: Props) {
  return (
    <>
      {form.asCompany && (
        <Field
          id="billing-company"
          label={text.companyName}
          required
          autoComplete="billing organization"
          value={form.billingAddress.company_name}
          error={errors['billing-company']}
          onValue={(value) => onChange({ company_name: value })}
          onCommit={() => onCommit('billing-company')}
        />
      )}
      {vat && (
        <Field
          id="billing-vat"
          label={text.vat}
          required={form.invoiceRequested}
          autoComplete="off"
          value={form.billingAddress.vat}
          error={errors['billing-vat']}
          onValue={(value) => onChange({ vat: value })}
          onCommit={() => onCommit('billing-vat')}
        />
      )}
    </>
  );
}
