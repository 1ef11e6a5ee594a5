// The order-code pages' throttle (src/lib/rate-limit/code-lookup-throttle.ts) as the pages meet it: a
// refusal is a 429 with Retry-After and the catalogue's message; otherwise the page settles the lookup
// (found or not) once the platform has answered.
import type { Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { clientNetworkOf } from '../rate-limit/client-network';
import { minutesToWait } from '../rate-limit/consume';
import { limits } from '../rate-limit/limits';

export interface GateContext {
  clientAddress: string;
  response: { status?: number | undefined; readonly headers: Headers };
}

export type OrderCodeGate = { refused: string } | { refused?: undefined; settle(found: boolean): Promise<void> };

export async function gateOrderCode(context: GateContext, locale: Locale, code: string): Promise<OrderCodeGate> {
  const lookup = await limits().orderCode.begin(clientNetworkOf(context), code);
  if (lookup.allowed) return { settle: lookup.settle };
  context.response.status = 429;
  context.response.headers.set('Retry-After', String(Math.max(1, Math.ceil(lookup.retryAfterMs / 1000))));
  return { refused: t(locale, 'payment.tooManyCodes', { minutes: minutesToWait(lookup.retryAfterMs) }) };
}
