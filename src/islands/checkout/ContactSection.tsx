// The contact section: the e-mail the order is placed with and, for a guest, the choice to create an
// account with the order (its password fields load only once the box is ticked: the page's JS budget).
import { Suspense } from 'react';
import type { NewAccountForm } from '../../lib/checkout/checkout-form';
import type { CheckoutAccount } from '../../lib/checkout/checkout-page';
import { $newAccount } from '../../stores/checkout';
import { Field } from './Field';
import { CreateAccount, parts } from './lazy-parts';
import type { SectionProps } from './section';

interface Props extends SectionProps {
  /** A signed-in shopper's account (null for a guest): they create none. */
  account: CheckoutAccount | null;
  /** The password of the account a guest creates with the order, kept in memory by $newAccount (src/stores/checkout.ts). */
  newAccount: NewAccountForm;
}

export function ContactSection({ form, errors, text, change, commit, account, newAccount }: Props) {
  return (
    <fieldset className="checkout__section">
      <legend>{text.page.contact}</legend>
      <Field
        id="checkout-email"
        label={text.page.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={form.email}
        error={errors['checkout-email']}
        onValue={(value) => change({ email: value })}
        onCommit={() => commit('checkout-email')}
      />
      {!account && (
        <label className="checkbox">
          <input type="checkbox" checked={form.createAccount} onChange={(event) => change({ createAccount: event.currentTarget.checked })} />
          {text.options.account.create}
        </label>
      )}
      {!account && form.createAccount && (
        <Suspense>
          <CreateAccount
            errors={errors}
            text={text.options.account}
            account={newAccount}
            onAccount={(patch) => $newAccount.set({ ...$newAccount.get(), ...patch })}
            onCommit={commit}
            parts={parts}
          />
        </Suspense>
      )}
    </fieldset>
  );
}
