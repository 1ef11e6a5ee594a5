// The page the interaction phase measures (scripts/bench-inp.ts), touched only as a shopper's phone touches
// it: trusted input through the DevTools protocol (a finger's tap, inserted text, a key) and reads through
// plain evaluation. Never a Playwright locator, `waitForFunction` or `fill`: any of them installs Playwright's
// injected script in the page, and with it capturing, non-passive listeners on the window for pointer,
// touch and click events (its hit-target check) in each world it runs in. They stay for the page's life
// and ran inside every later tap's input delay, which made the measured inputs slower than a shopper's
// (the A/B figures: docs/benchmark.md, "Method").

import type { Page } from 'playwright-core';

/** How long a wait for the page lasts before the phase fails. */
const WAIT_MS = 30_000;

/** A check that runs in the page: self-contained (no closure), its argument JSON. */
type PageCheck<A> = (arg: A) => boolean;

export class PhonePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /**
   * Until `check(arg)` holds in the page: checked at once, on every change of the document and on a short interval
   * (for state outside the DOM, such as localStorage). The check travels as source text, evaluated by the
   * DevTools protocol, not by the page (whose CSP forbids eval).
   */
  async until<A>(check: PageCheck<A>, arg: A, what: string): Promise<void> {
    const expression = `new Promise((resolve, reject) => {
      const check = ${check.toString()};
      const arg = ${JSON.stringify(arg)};
      let observer, poll, timer;
      const stop = () => { observer.disconnect(); clearInterval(poll); clearTimeout(timer); };
      const test = () => {
        try {
          if (check(arg)) { stop(); resolve(true); }
        } catch (error) { stop(); reject(error); }
      };
      observer = new MutationObserver(test);
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      poll = setInterval(test, 100);
      timer = setTimeout(() => { stop(); reject(new Error(${JSON.stringify(`timed out waiting for ${what}`)})); }, ${WAIT_MS});
      test();
    })`;
    await this.page.evaluate(expression);
  }

  /** Until an element matches the selector. */
  waitFor(selector: string): Promise<void> {
    return this.until((s: string) => document.querySelector(s) !== null, selector, selector);
  }

  /** Until no element matches the selector. */
  waitForNone(selector: string): Promise<void> {
    return this.until((s: string) => document.querySelector(s) === null, selector, `no ${selector}`);
  }

  /**
   * A finger's tap on the centre of the selector's first (or last) match (Input.dispatchTouchEvent: touchstart,
   * touchend, and the click the browser makes of them), as on a phone: no hover before it. The control is
   * scrolled into view and must not be covered (a notification of the previous repetition covers a
   * phone's width until it goes).
   */
  async tap(selector: string, which: 'first' | 'last' = 'first'): Promise<void> {
    await this.until(
      ([s, w]: [string, 'first' | 'last']) => {
        const matches = document.querySelectorAll(s);
        const element = w === 'first' ? matches[0] : matches[matches.length - 1];
        if (!element) return false;
        const box = element.getBoundingClientRect();
        if (box.top < 0 || box.bottom > window.innerHeight) {
          element.scrollIntoView({ block: 'center' });
          return false;
        }
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && element.contains(top);
      },
      [selector, which],
      `${selector} (${which}) in view and uncovered`,
    );
    const box = await this.page.evaluate(
      ([s, w]) => {
        const matches = document.querySelectorAll(s);
        const rect = (w === 'first' ? matches[0] : matches[matches.length - 1])!.getBoundingClientRect();
        return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
      },
      [selector, which] as const,
    );
    // The checks ran in the page: let its main thread be idle again before the finger comes down.
    await this.page.waitForTimeout(100);
    await this.page.touchscreen.tap(box.x, box.y);
  }

  /** Focuses the field (no input event) and replaces its text as typing would: Input.insertText. */
  async fill(selector: string, text: string): Promise<void> {
    await this.waitFor(selector);
    await this.page.evaluate((s) => {
      const field = document.querySelector<HTMLInputElement>(s)!;
      field.focus();
      field.select();
    }, selector);
    if (text) await this.page.keyboard.insertText(text);
    else await this.page.keyboard.press('Delete');
  }

  /** Focuses the element, as a shopper returning to a field. */
  async focus(selector: string): Promise<void> {
    await this.waitFor(selector);
    await this.page.evaluate((s) => document.querySelector<HTMLElement>(s)!.focus(), selector);
  }

  /** A key pressed on the focused element (Input.dispatchKeyEvent). */
  press(key: string): Promise<void> {
    return this.page.keyboard.press(key);
  }
}
