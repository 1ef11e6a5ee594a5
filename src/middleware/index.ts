import { sequence } from 'astro:middleware';
import { pageHeaders } from './page-headers';
import { redirects } from './redirects';
import { localeDetection } from './locale-detection';

export const onRequest = sequence(pageHeaders, redirects, localeDetection);
