import { sequence } from 'astro:middleware';
import { notFoundLog } from './not-found-log';
import { pageHeaders } from './page-headers';
import { errorReporting } from './error-reporting';
import { actionGuard } from './action-guard';
import { redirects } from './redirects';
import { localeDetection } from './locale-detection';
import { shell } from './shell';
import { requestContext } from './request-context';
import { account } from './account';
import { consentChoice } from './consent';

// The 404 log comes first: it sees the status the error pages' answers end with (set by pageHeaders).
// The action guard comes before the shell: a bad action body must not cost platform calls. The
// request context (the locale, the platform client, the session) comes after the shell (it needs the sales
// channel), then the account, which reads the profile with it; the shell's Cache-Control sees its outcome.
export const onRequest = sequence(
  notFoundLog,
  pageHeaders,
  errorReporting,
  actionGuard,
  consentChoice,
  redirects,
  localeDetection,
  shell,
  requestContext,
  account,
);
