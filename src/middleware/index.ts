import { sequence } from 'astro:middleware';
import { pageHeaders } from './page-headers';
import { actionGuard } from './action-guard';
import { redirects } from './redirects';
import { localeDetection } from './locale-detection';
import { shell } from './shell';

// The action guard comes before the shell: a bad action body must not cost platform calls.
export const onRequest = sequence(pageHeaders, actionGuard, redirects, localeDetection, shell);
