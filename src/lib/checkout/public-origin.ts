// The shop's public origin for addresses handed to others (a gateway's return URL): APP_HOST when it is
// set and usable, else the request's own origin.
import { env } from '../env';

export function publicOrigin(requestUrl: URL): string {
  const appHost = env().APP_HOST;
  if (appHost) {
    try {
      return new URL(appHost).origin;
    } catch {
      // an unusable APP_HOST: the request's origin
    }
  }
  return requestUrl.origin;
}
