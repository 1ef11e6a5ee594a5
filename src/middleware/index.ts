import { sequence } from 'astro:middleware';
import { pageHeaders } from './page-headers';
import { redirects } from './redirects';
import { localeDetection } from './locale-detection';
import { shell } from './shell';

export const onRequest = sequence(pageHeaders, redirects, localeDetection, shell);
