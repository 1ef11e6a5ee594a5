// One labelled input with its error tied to it (aria-describedby, aria-invalid). The error is shown
// in the field's own live region so a screen reader hears it when it appears.
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string | undefined;
  onValue: (value: string) => void;
  onCommit: () => void;
}

export function errorId(id: string): string {
  return `${id}-error`;
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return (
    <p className="field__error" id={errorId(id)} aria-live="polite">
      {error ?? ''}
    </p>
  );
}

export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function Field({ id, label, value, error, hint, onValue, onCommit, required, ...input }: FieldProps): ReactNode {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        {...input}
        id={id}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, errorId(id))}
        onChange={(event) => onValue(event.currentTarget.value)}
        onBlur={onCommit}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
