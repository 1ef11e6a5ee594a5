// Fake endpoints for the optional integrations' vendors, intercepted in the browser (the machine has no
// internet): each vendor's script URL answers a small script that reports what reaches the vendor to a
// collect URL of that vendor, which the test reads. CORS headers as the vendors send them, so that
// Partytown's worker may fetch the scripts.
import type { BrowserContext, Request } from '@playwright/test';

export interface Hit {
  vendor: string;
  url: string;
  body: unknown;
  /**
   * How the browser asked: a script element loads as 'script'; Partytown's worker fetches a script's
   * text to run it in the worker, which shows as 'fetch'.
   */
  loadedAs: string;
}

const CORS = { 'access-control-allow-origin': '*', 'content-type': 'application/javascript' };

/** Reports each dataLayer entry that is an `arguments` list (gtag commands) to the analytics collect URL. */
const GTAG = `(function(){var send=function(entry){if(!entry||typeof entry.length!=='number')return;fetch('https://www.google-analytics.com/g/collect',{method:'POST',body:JSON.stringify(Array.prototype.slice.call(entry))});};var dl=window.dataLayer=window.dataLayer||[];for(var i=0;i<dl.length;i++)send(dl[i]);var push=dl.push;dl.push=function(){for(var i=0;i<arguments.length;i++)send(arguments[i]);return push.apply(dl,arguments);};})();`;
/** Reports every dataLayer entry (its events, and gtag commands: `arguments` lists, as {"0": …}). */
const GTM = `(function(){var send=function(entry){if(!entry)return;fetch('https://www.googletagmanager.com/collect',{method:'POST',body:JSON.stringify(entry)});};var dl=window.dataLayer=window.dataLayer||[];for(var i=0;i<dl.length;i++)send(dl[i]);var push=dl.push;dl.push=function(){for(var i=0;i<arguments.length;i++)send(arguments[i]);return push.apply(dl,arguments);};})();`;
/** The pixel: runs what was queued, then reports every call. */
const PIXEL = `(function(){var f=window.fbq;var send=function(args){fetch('https://www.facebook.com/tr',{method:'POST',body:JSON.stringify(Array.prototype.slice.call(args))});};f.callMethod=function(){send(arguments);};var q=f.queue||[];for(var i=0;i<q.length;i++)send(q[i]);f.queue=[];})();`;
/** The email-marketing service reads window._edrone on each init(). */
const EDRONE = `(function(){var e=window._edrone;e.init=function(){navigator.sendBeacon('https://api.edrone.me/trace',JSON.stringify(Object.assign({},e,{init:undefined})));};})();`;
/** The price-comparison survey: reports the queued and later calls. */
const CENEO = `(function(){var c=window._ceneo;var send=function(args){navigator.sendBeacon('https://ssl.ceneo.pl/transactions',JSON.stringify(Array.prototype.slice.call(args)));};(c.e||[]).forEach(send);window._ceneo=function(){send(arguments);};})();`;
const LOADED = (name: string) => `document.documentElement.setAttribute('data-vendor-${name}','loaded');`;

export async function fakeVendors(context: BrowserContext, options: { failReviewWidget?: boolean } = {}) {
  const hits: Hit[] = [];
  const record = (vendor: string, request: Request) => {
    let body: unknown = request.postData();
    try {
      body = JSON.parse(String(body));
    } catch {
      // not JSON: kept as text
    }
    hits.push({ vendor, url: request.url(), body, loadedAs: request.resourceType() });
  };
  const script = (vendor: string, source: string) => async (route: import('@playwright/test').Route) => {
    record(vendor, route.request());
    await route.fulfill({ status: 200, headers: CORS, body: source });
  };
  const collect = (vendor: string) => async (route: import('@playwright/test').Route) => {
    record(vendor, route.request());
    await route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } });
  };
  await context.route('https://www.googletagmanager.com/gtag/js**', script('gtag.js', GTAG));
  await context.route('https://www.googletagmanager.com/gtm.js**', script('gtm.js', GTM));
  await context.route('https://www.googletagmanager.com/collect', collect('tag manager'));
  await context.route('https://www.google-analytics.com/**', collect('analytics'));
  await context.route('https://connect.facebook.net/**', script('fbevents.js', PIXEL));
  await context.route('https://www.facebook.com/tr**', collect('pixel'));
  await context.route('https://d3bo67muzbfgtl.cloudfront.net/**', script('edrone.js', EDRONE));
  await context.route('https://api.edrone.me/**', collect('email marketing'));
  await context.route('https://ssl.ceneo.pl/ct/**', script('ceneo.js', CENEO));
  await context.route('https://ssl.ceneo.pl/transactions', collect('price comparison'));
  await context.route('https://cdn-widget.callpage.io/**', script('callpage.js', LOADED('callpage')));
  await context.route('https://sw-assets.ekomiapps.de/**', async (route) => {
    if (options.failReviewWidget) return route.fulfill({ status: 503, body: '' });
    return script('ekomi.js', LOADED('ekomi'))(route);
  });
  return {
    hits,
    of: (vendor: string) => hits.filter((hit) => hit.vendor === vendor),
  };
}
