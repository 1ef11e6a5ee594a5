// Debian's Chromium driven through the DevTools protocol the way that lets it prerender (Node's own
// WebSocket, no extra dependency). Chromium refuses to prerender for a page that a DevTools client
// attached to directly, as Playwright and a /json/new tab do (PrerenderingDisabledByDevTools); a client
// that attaches to the tab target first, then auto-attaches to its pages, may. Every page target of
// the tab (the shown page and each prerendered one) is held until `prepare` has run on it (throttling,
// for instance; a prerendered page's target answers only once it runs, so `prepare` sends to it without
// waiting), and its session is kept by target id.
import * as chromeLauncher from 'chrome-launcher';
import { TEST_BROWSER } from '../../scripts/ensure-chromium.ts';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-default-apps',
  '--no-first-run',
  '--mute-audio',
];

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
}

interface TargetInfo {
  targetId: string;
  type: string;
  subtype?: string;
  url: string;
}

export interface Session {
  targetId: string;
  /** 'prerender' for a page the browser prerenders (until its activation). */
  subtype: string | undefined;
  send(method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>>;
  evaluate<T>(expression: string): Promise<T>;
  /** The first event of that name in this session whose parameters pass the check. */
  waitFor(method: string, check?: (params: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
}

export interface Tab {
  /** The tab's first page (until a prerendered page replaces it). */
  page(): Session;
  /** The page shown (not prerendering) at that path: the first page navigated, or an activated prerender. */
  shownPage(pathname: string, timeoutMs?: number): Promise<Session>;
  /** Resolves with the next page target whose session passes the check (e.g. a prerender of a URL). */
  nextPage(check: (session: Session, info: TargetInfo) => boolean, timeoutMs?: number): Promise<Session>;
  close(): Promise<void>;
}

export interface Browser {
  port: number;
  /** A new tab; `prepare` runs on each of its page targets before the target starts. */
  newTab(prepare?: (session: Session) => Promise<void>): Promise<Tab>;
  close(): Promise<void>;
}

export async function launchChromium(chromePath = TEST_BROWSER.path, flags: readonly string[] = []): Promise<Browser> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROMIUM_FLAGS, ...flags], logLevel: 'silent' });
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let lastId = 0;
  const pending = new Map<number, (message: Message) => void>();
  const listeners = new Set<(message: Message) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (message.id !== undefined) pending.get(message.id)?.(message);
    else for (const listener of [...listeners]) listener(message);
  });
  const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, (message) => {
        pending.delete(id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result ?? {});
      });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId && { sessionId }) }));
    });
  const waitFor = (sessionId: string | undefined, method: string, check: (params: Record<string, unknown>) => boolean = () => true, timeoutMs = 60_000) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const listener = (message: Message) => {
        if (message.sessionId !== sessionId || message.method !== method || !check(message.params ?? {})) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(message.params ?? {});
      };
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(`no ${method} within ${timeoutMs} ms`));
      }, timeoutMs);
      listeners.add(listener);
    });
  const session = (sessionId: string, info: TargetInfo): Session => ({
    targetId: info.targetId,
    subtype: info.subtype,
    send: (method, params) => send(method, params, sessionId),
    async evaluate<T>(expression: string) {
      const result = (await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId)) as {
        result?: { value?: T };
        exceptionDetails?: unknown;
      };
      if (result.exceptionDetails) throw new Error(`in page: ${JSON.stringify(result.exceptionDetails).slice(0, 400)}`);
      return result.result?.value as T;
    },
    waitFor: (method, check, timeoutMs) => waitFor(sessionId, method, check, timeoutMs),
  });

  // Attach to tab targets only (not to pages directly), then to each tab's pages through it.
  await send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true, filter: [{ type: 'page', exclude: true }, {}] });

  return {
    port: chrome.port,
    async newTab(prepare = async () => undefined) {
      const attachedTab = waitFor(undefined, 'Target.attachedToTarget', (params) => (params.targetInfo as TargetInfo).type === 'tab');
      const { targetId: pageId } = (await send('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
      const tabSessionId = (await attachedTab).sessionId as string;
      const sessions = new Map<string, Session>();
      const shown = pageId;
      const waiting = new Set<(session: Session, info: TargetInfo) => void>();
      listeners.add((message) => {
        if (message.sessionId !== tabSessionId) return;
        if (message.method === 'Target.attachedToTarget') {
          const info = message.params!.targetInfo as TargetInfo;
          if (info.type !== 'page') return;
          const pageSession = session(message.params!.sessionId as string, info);
          sessions.set(info.targetId, pageSession);
          void prepare(pageSession)
            .catch(() => undefined)
            .then(() => pageSession.send('Runtime.runIfWaitingForDebugger').catch(() => undefined))
            .then(() => {
              for (const notify of [...waiting]) notify(pageSession, info);
            });
        }
        if (message.method === 'Target.detachedFromTarget') sessions.delete(String(message.params!.targetId ?? ''));
      });
      const firstPage = new Promise<void>((resolve) => {
        const check = (pageSession: Session) => {
          if (pageSession.targetId !== pageId) return;
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
      });
      await send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, tabSessionId);
      await firstPage;
      return {
        page: () => sessions.get(shown)!,
        async shownPage(pathname, timeoutMs = 30_000) {
          const deadline = Date.now() + timeoutMs;
          while (Date.now() < deadline) {
            for (const pageSession of sessions.values()) {
              // A page being left may never answer: asked with a deadline.
              const state = await Promise.race([
                pageSession.evaluate<string>('document.prerendering ? "" : location.pathname').catch(() => ''),
                new Promise<string>((resolve) => setTimeout(() => resolve(''), 1000)),
              ]);
              if (state === pathname) return pageSession;
            }
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
          const seen = await Promise.all(
            [...sessions.values()].map((pageSession) =>
              Promise.race([
                pageSession.evaluate<string>('`${location.href} prerendering=${document.prerendering}`').catch((error: unknown) => String(error)),
                new Promise<string>((resolve) => setTimeout(() => resolve('(no answer)'), 1000)),
              ]),
            ),
          );
          throw new Error(`no shown page at ${pathname} within ${timeoutMs} ms; the tab's pages: ${seen.join(', ') || 'none'}`);
        },
        nextPage: (check, timeoutMs = 30_000) =>
          new Promise<Session>((resolve, reject) => {
            const notify = (pageSession: Session, info: TargetInfo) => {
              if (!check(pageSession, info)) return;
              clearTimeout(timer);
              waiting.delete(notify);
              resolve(pageSession);
            };
            const timer = setTimeout(() => {
              waiting.delete(notify);
              reject(new Error(`no such page within ${timeoutMs} ms`));
            }, timeoutMs);
            waiting.add(notify);
          }),
        async close() {
          for (const targetId of sessions.keys()) await send('Target.closeTarget', { targetId }).catch(() => undefined);
        },
      };
    },
    async close() {
      socket.close();
      chrome.kill();
    },
  };
}
