// Saving a cookie choice in the browser (no page load) and showing the current choice in the settings
// dialog. Without JavaScript the same forms post to the server (./ConsentBanner.astro).
import { FULL_CONSENT, NO_CONSENT, type Consent } from '../lib/consent/consent';
import { $consent, saveConsent } from './consent';

function chosen(form: HTMLFormElement, submitter: HTMLElement | null): Consent {
  const choice = submitter instanceof HTMLButtonElement && submitter.name === 'choice' ? submitter.value : new FormData(form).get('choice');
  if (choice === 'all') return FULL_CONSENT;
  if (choice === 'required') return NO_CONSENT;
  const data = new FormData(form);
  return { functional: data.has('functional'), analytics: data.has('analytics'), ads: data.has('ads') };
}

export function saveChoice(form: HTMLFormElement, submitter: HTMLElement | null): void {
  saveConsent(chosen(form, submitter));
  document.getElementById('consent-settings')?.hidePopover();
}

export function tickCurrentChoice(): void {
  const current = $consent.get() ?? NO_CONSENT;
  for (const box of document.querySelectorAll<HTMLInputElement>('[data-consent-flag]'))
    box.checked = current[box.dataset.consentFlag as keyof Consent] ?? false;
}
