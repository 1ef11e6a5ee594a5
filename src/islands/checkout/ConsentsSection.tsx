// The consents section: the shop's terms (required, checked like a field), the newsletter and, when the
// price-comparison survey is configured, its consent.
import { FieldError, errorId } from './Field';
import type { SectionProps } from './section';

interface Props extends Pick<SectionProps, 'form' | 'errors' | 'text' | 'change'> {
  /** The price-comparison survey integration is configured: its consent is asked. */
  survey: boolean;
}

export function ConsentsSection({ form, errors, text, change, survey }: Props) {
  return (
    <fieldset className="checkout__section">
      <legend>{text.page.consents}</legend>
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            id="consent-statute"
            required
            checked={form.statute}
            aria-invalid={errors['consent-statute'] ? true : undefined}
            aria-describedby={errorId('consent-statute')}
            onChange={(event) => change({ statute: event.currentTarget.checked }, 'consent-statute')}
          />
          {text.page.statute}
        </label>
        <FieldError id="consent-statute" error={errors['consent-statute']} />
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={form.newsletter} onChange={(event) => change({ newsletter: event.currentTarget.checked })} />
        {text.page.newsletter}
      </label>
      {survey && (
        <label className="checkbox">
          <input type="checkbox" checked={form.survey} onChange={(event) => change({ survey: event.currentTarget.checked })} data-survey-consent />
          {text.options.survey}
        </label>
      )}
    </fieldset>
  );
}
