// The page CSP's part for error reporting: the browser SDK posts its envelopes to the DSN's origin.
// Its session replay compresses in a worker from a blob: URL, which PAGE_CSP_DIRECTIVES' worker-src
// already allows. Nothing is added without a DSN.
import { allowOriginInCsp } from '../security-headers';

export function allowErrorReportingInCsp(csp: string, dsn: string | undefined): string {
  return dsn ? allowOriginInCsp(csp, 'connect-src', new URL(dsn).origin) : csp;
}
