// Every page's hook for the cookie banner and settings dialog: tiny, and the code that saves a choice
// (./consent-client.ts) loads only when the shopper uses them.
export function startConsentForms(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-consent-form')) return;
    event.preventDefault();
    const submitter = event.submitter;
    void import('./consent-client').then((client) => client.saveChoice(form, submitter));
  });
  document.getElementById('consent-settings')?.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') void import('./consent-client').then((client) => client.tickCurrentChoice());
  });
}
