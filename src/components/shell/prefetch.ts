// Loads the next product or category page while the shopper shows intent (which
// links: src/lib/prefetch/speculation-rules.ts). Where the browser has speculation rules, it inserts
// them (the browser decides when: hover, pointerdown, in view on a phone) and takes them out again
// when data saver is turned on; elsewhere a `<link rel=prefetch>` per link on hover, touch or in view
// on a touch screen, at most two at a time. Nothing at all with data saver on or on a 2G-class connection.
// The fallback is its own file (./prefetch-fallback.ts, importing nothing), loaded only by a browser that needs it.
import { SPECULATION_RULES, prefetchablePath, speculationAllowed, type ConnectionHints } from '../../lib/prefetch/speculation-rules';

type Connection = ConnectionHints & EventTarget;

const connection = (): Connection | undefined => (navigator as Navigator & { connection?: Connection }).connection;
const prefetchAllowed = (): boolean => speculationAllowed(connection());

export function startPrefetch(): void {
  if (HTMLScriptElement.supports?.('speculationrules')) insertRules();
  else if (prefetchAllowed() && document.createElement('link').relList.supports('prefetch'))
    void import('./prefetch-fallback').then((fallback) => fallback.prefetchOnIntent(prefetchAllowed, prefetchablePath));
}

function insertRules(): void {
  let rules: HTMLScriptElement | undefined;
  const apply = () => {
    if (prefetchAllowed() && !rules) {
      rules = document.createElement('script');
      rules.type = 'speculationrules';
      rules.textContent = SPECULATION_RULES;
      document.head.append(rules);
    } else if (!prefetchAllowed() && rules) {
      // Removing the rules cancels what they started.
      rules.remove();
      rules = undefined;
    }
  };
  apply();
  connection()?.addEventListener?.('change', apply);
}
