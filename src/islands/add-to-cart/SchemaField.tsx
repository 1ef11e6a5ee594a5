// One product option (schema) as a form control, by type (string, select, numeric, boolean,
// multiply, multiply_schema, date, file). Labels, descriptions and errors are tied to the control.
import type { SchemaValue } from '../../lib/commerce/schema-values';
import type { ConfigurableSchema } from '../../lib/commerce/product-configuration';

export interface SchemaFieldText {
  /** The word marking a required option ('required'). */
  requiredMark: string;
  none: string;
  optionUnavailable: string;
  fileChosen: string;
}

interface Props {
  schema: ConfigurableSchema;
  value: SchemaValue;
  error?: string | undefined;
  text: SchemaFieldText;
  /** A price as shown: formatted money, or null for nothing to show (0). */
  formatPrice: (amount: number) => string | null;
  schemaPrice: number;
  optionPrices: Readonly<Record<string, number>>;
  onChange: (value: SchemaValue) => void;
  onBlur: (event: React.FocusEvent<HTMLElement>) => void;
}

export function SchemaField({ schema, value, error, text, formatPrice, schemaPrice, optionPrices, onChange, onBlur }: Props) {
  const id = `schema-${schema.id}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [schema.description ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, onBlur } as const;
  const money = schema.type === 'select' || schema.type === 'multiply_schema' ? null : formatPrice(schemaPrice);
  const ownPrice = money && (schema.type === 'multiply' ? `× ${money}` : `+${money}`);
  const label = (
    <>
      {schema.name}
      {ownPrice && <span className="schema-field__price"> ({ownPrice})</span>}
      {schema.required && schema.type !== 'boolean' && <span className="schema-field__required"> ({text.requiredMark})</span>}
    </>
  );

  let control;
  switch (schema.type) {
    case 'select':
      control = (
        // A required select always holds one of its options (it starts on the first available one) and offers no
        // empty choice, which HTML's `required` on a select would demand: aria-required says it to assistive
        // technology, and the island's own check refuses a missing choice.
        <select
          {...common}
          aria-required={schema.required ? true : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value || null)}
        >
          {!schema.required && <option value="">{text.none}</option>}
          {(schema.options ?? []).map((option) => {
            const extra = formatPrice(optionPrices[option.id] ?? 0);
            return (
              <option key={option.id} value={option.id} disabled={option.available === false}>
                {option.name}
                {extra ? ` (+${extra})` : ''}
                {option.available === false ? ` — ${text.optionUnavailable}` : ''}
              </option>
            );
          })}
        </select>
      );
      break;
    case 'boolean':
      return (
        <div className="schema-field schema-field--check">
          <input
            {...common}
            type="checkbox"
            checked={value === true || value === 'true' || value === 1 || value === '1'}
            onChange={(event) => onChange(event.target.checked)}
          />
          <label htmlFor={id}>{label}</label>
          {schema.description && (
            <p id={hintId} className="schema-field__hint">
              {schema.description}
            </p>
          )}
          {error && (
            <p id={errorId} className="schema-field__error">
              {error}
            </p>
          )}
        </div>
      );
    case 'numeric':
    case 'multiply':
    case 'multiply_schema':
      control = (
        <input
          {...common}
          type="number"
          inputMode="decimal"
          required={!!schema.required}
          min={schema.min ?? undefined}
          max={schema.max ?? undefined}
          step={schema.step ?? 'any'}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
      break;
    case 'date':
      control = (
        <input
          {...common}
          type="date"
          required={!!schema.required}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
      break;
    case 'file':
      control = (
        <>
          <input {...common} type="file" required={!!schema.required} onChange={(event) => onChange(event.target.files?.[0]?.name ?? null)} />
          {typeof value === 'string' && value && <span className="schema-field__hint">{text.fileChosen.replace('{name}', value)}</span>}
        </>
      );
      break;
    default:
      control = (
        <input
          {...common}
          type="text"
          required={!!schema.required}
          maxLength={schema.max ?? undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
  return (
    <div className="schema-field">
      <label htmlFor={id}>{label}</label>
      {schema.description && (
        <p id={hintId} className="schema-field__hint">
          {schema.description}
        </p>
      )}
      {control}
      {error && (
        <p id={errorId} className="schema-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
