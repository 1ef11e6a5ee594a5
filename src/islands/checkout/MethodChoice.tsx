// A group of radio buttons (shipping or payment methods) with the group's error tied to it. The first
// radio carries the group's id, so "focus the first invalid field" lands in the group; the id is also
// the radios' name.
import type { ReactNode } from 'react';
import { FieldError, errorId } from './Field';

export interface Choice {
  id: string;
  label: string;
  detail?: ReactNode;
}

interface Props {
  id: string;
  legend: string;
  choices: readonly Choice[];
  value: string | null;
  error?: string | undefined;
  onChoose: (id: string) => void;
}

export function MethodChoice({ id, legend, choices, value, error, onChoose }: Props) {
  return (
    <fieldset className="choice" aria-describedby={errorId(id)} aria-invalid={error ? true : undefined}>
      <legend>
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      <ul className="choice__list">
        {choices.map((choice, index) => (
          <li key={choice.id}>
            <label className="choice__option">
              <input
                type="radio"
                name={id}
                id={index === 0 ? id : `${id}-${choice.id}`}
                value={choice.id}
                checked={value === choice.id}
                required
                aria-labelledby={`${id}-${choice.id}-label`}
                aria-describedby={choice.detail ? `${id}-${choice.id}-detail` : undefined}
                onChange={() => onChoose(choice.id)}
              />
              <span className="choice__label" id={`${id}-${choice.id}-label`}>
                {choice.label}
              </span>
              {choice.detail && (
                <span className="choice__detail" id={`${id}-${choice.id}-detail`}>
                  {choice.detail}
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
