// The session replay (session and on-error rates 1, set in the SDK's options), with every
// text, input and media element masked: a recording shows where the shopper clicked, not what they typed or saw.
import { replayIntegration } from '@sentry/browser';

export const sessionReplay = () => replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true });
