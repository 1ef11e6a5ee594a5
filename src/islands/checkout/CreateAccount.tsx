// The password of an account created with the order, loaded only when the guest ticks "create an
// account" (the checkout page's JS budget). The password lives in memory ($newAccount in
// src/stores/checkout.ts), never in the stored checkout form; the form rules check it on blur like every
// other field.
import type { NewAccountForm } from '../../lib/checkout/checkout-form';
import type { CheckoutText } from './checkout-text';
import type { IslandParts } from './parts';

interface Props {
  errors: Readonly<Record<string, string | undefined>>;
  text: CheckoutText['options']['account'];
  account: NewAccountForm;
  onAccount: (patch: Partial<NewAccountForm>) => void;
  onCommit: (fieldId: string) => void;
  parts: Pick<IslandParts, 'Field'>;
}

export default function CreateAccount({ errors, text, account, onAccount, onCommit, parts: { Field } }: Props) {
  return (
    <div className="checkout__subsection">
      <p className="field__hint">{text.createHint}</p>
      <Field
        id="account-password"
        label={text.password}
        hint={text.passwordHint}
        type="password"
        autoComplete="new-password"
        required
        value={account.password}
        error={errors['account-password']}
        onValue={(password) => onAccount({ password })}
        onCommit={() => onCommit('account-password')}
      />
      <Field
        id="account-password-confirmation"
        label={text.passwordConfirmation}
        type="password"
        autoComplete="new-password"
        required
        value={account.confirmation}
        error={errors['account-password-confirmation']}
        onValue={(confirmation) => onAccount({ confirmation })}
        onCommit={() => onCommit('account-password-confirmation')}
      />
    </div>
  );
}
