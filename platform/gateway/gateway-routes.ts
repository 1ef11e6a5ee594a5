import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { transaction } from '../db/database.ts';
import { formBody } from '../http/input.ts';
import { loadOrder, loadPayment, refreshPaid, saveOrder, savePayment } from '../orders/order-store.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f4f4f6;color:#222;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;padding:2rem;max-width:28rem;box-shadow:0 2px 12px #0002;text-align:center}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
button{font-size:1rem;padding:.8rem 1.4rem;border-radius:8px;border:0;cursor:pointer;margin:.3rem}
.ok{background:#1e7d4f;color:#fff}.fail{background:#b3261e;color:#fff}.leave{background:#e4e4ea;color:#222}
small{display:block;margin-top:1.5rem;color:#666}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * A stand-in for a payment provider: the tester decides whether the payment succeeds, fails or is
 * abandoned (the shopper goes back to the shop without paying: the payment stays pending, as with a
 * real provider that never hears from the shopper again).
 */
export function gatewayRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/gateway/:paymentId', (c) => {
    const payment = loadPayment(deps.db, c.req.param('paymentId'));
    if (!payment) return c.html(page('Payment not found', '<h1>Płatność nie istnieje / Payment not found</h1>'), 404);
    const order = loadOrder(deps.db, payment.order_id);
    if (payment.status !== 'pending') {
      return c.html(
        page(
          'Payment finished',
          `<h1>Płatność zakończona / Payment finished</h1><p>Status: <strong>${payment.status}</strong></p>${payment.continue_url ? `<p><a href="${escapeHtml(payment.continue_url)}">Wróć do sklepu / Back to the shop</a></p>` : ''}`,
        ),
      );
    }
    return c.html(
      page(
        'Test payment gateway',
        `
<h1>Bramka testowa / Test gateway</h1>
<p>Zamówienie / Order <strong>${escapeHtml(order?.code ?? '')}</strong></p>
<p class="amount">${escapeHtml(payment.amount)} ${escapeHtml(payment.currency)}</p>
<form method="post" action="/gateway/${escapeHtml(payment.id)}">
<button class="ok" name="result" value="success" type="submit">Zapłać — sukces / Pay — success</button>
<button class="fail" name="result" value="failure" type="submit">Odrzuć — błąd / Decline — failure</button>
<button class="leave" name="result" value="abandon" type="submit">Wróć do sklepu bez płacenia / Leave without paying</button>
</form><small>To jest symulacja. Żadne pieniądze nie są pobierane. / This is a simulation; no money is taken.</small>`,
      ),
    );
  });

  app.post('/gateway/:paymentId', async (c) => {
    const payment = loadPayment(deps.db, c.req.param('paymentId'));
    if (!payment) return c.html(page('Payment not found', '<h1>Płatność nie istnieje / Payment not found</h1>'), 404);
    // A broken form is no choice: the page's own 400 below.
    const form = await formBody(c).catch((): Awaited<ReturnType<typeof formBody>> => ({}));
    const result = form.result;
    if (result === 'abandon') return c.redirect(payment.continue_url ?? '/', 303);
    if (result !== 'success' && result !== 'failure') return c.html(page('Bad request', '<h1>Wybierz wynik / Choose a result</h1>'), 400);
    if (payment.status === 'pending') {
      transaction(deps.db, () => {
        savePayment(deps.db, { ...payment, status: result === 'success' ? 'successful' : 'failed' });
        const order = loadOrder(deps.db, payment.order_id);
        if (order) saveOrder(deps.db, refreshPaid(deps.db, order));
      });
    }
    return c.redirect(payment.continue_url ?? '/', 303);
  });

  return app;
}
