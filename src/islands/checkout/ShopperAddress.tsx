// The delivery or billing address as the shopper gives it: a signed-in shopper's saved addresses for that
// scope (loaded only for them, the page's JS budget) with "save this address to my account", then the
// address fields.
import { Suspense } from 'react';
import type { CheckoutAccount } from '../../lib/checkout/checkout-page';
import { AddressFields } from './AddressFields';
import { SavedAddresses } from './lazy-parts';
import type { SectionProps } from './section';

interface Props extends SectionProps {
  scope: 'shipping' | 'billing';
  account: CheckoutAccount | null;
  countries: [string, string][];
}

export function ShopperAddress({ scope, form, errors, text, change, changeAddress, commit, account, countries }: Props) {
  const which = `${scope}Address` as const;
  const saveKey = scope === 'shipping' ? 'saveShipping' : 'saveBilling';
  return (
    <>
      {account && (
        <Suspense>
          <SavedAddresses
            scope={scope}
            saved={account[scope]}
            address={form[which]}
            save={form[saveKey]}
            text={text.options.saved}
            onPick={(picked) => changeAddress(which, picked)}
            onSave={(save) => change({ [saveKey]: save })}
          />
        </Suspense>
      )}
      <AddressFields
        scope={scope}
        address={form[which]}
        countries={countries}
        errors={errors}
        text={text.page}
        onChange={(patch) => changeAddress(which, patch)}
        onCommit={commit}
      />
    </>
  );
}
