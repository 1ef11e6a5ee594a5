// What a failed cart processing means for the cart. The rule (docs/rules.md#cart-processing-failure): a failed processing, other than a network
// error or a cancelled request, moves every line to unavailable, empties the cart, sets the summary to
// 0 and resets checkout. That rule is for the platform's judgement of the cart; the shop's own rule is
// that no cart is emptied by a network blip. So only a refusal by the platform (a 4xx answer carrying
// the platform's error object) applies it. A failure in which the platform gave no judgement is treated
// like a network error and keeps the cart: no answer, a timeout, a 5xx, a 408, 425 or 429 (come back
// later), a 4xx without the platform's error object (a proxy's or firewall's page) and an answer that
// cannot be read (a 200 cut short or malformed: the figures were lost on the way, not refused).

export interface ProcessingFailure {
  /** No response at all (network error or timeout), a request given up for a newer one, or a response. */
  kind: 'no-answer' | 'cancelled' | 'answer';
  /** The response's HTTP status (0 without one). */
  status: number;
  /** Whether the response carried the platform's error object ({error: {code, message, key}}). */
  platformError: boolean;
}

/** superseded: a newer processing replaced it; no-verdict: keep the cart as it is; refused: the failure rule applies. */
export type ProcessingVerdict = 'superseded' | 'no-verdict' | 'refused';

/** 4xx statuses that ask the client to come back later rather than judge the request. */
const COME_BACK_LATER = new Set([408, 425, 429]);

export function processingVerdict(failure: ProcessingFailure): ProcessingVerdict {
  if (failure.kind === 'cancelled') return 'superseded';
  if (failure.kind === 'no-answer') return 'no-verdict';
  const { status } = failure;
  if (status >= 400 && status < 500 && !COME_BACK_LATER.has(status) && failure.platformError) return 'refused';
  return 'no-verdict';
}
