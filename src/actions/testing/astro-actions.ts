// A stand-in for the virtual module astro:actions in unit tests of the actions' helpers (Vitest runs
// without Astro): its ActionError keeps the code and the message that a page reads, as Astro's does.
// Use: vi.mock('astro:actions', () => import('../testing/astro-actions')).
export class ActionError extends Error {
  readonly code: string;
  constructor({ code, message }: { code: string; message: string }) {
    super(message);
    this.code = code;
  }
}
