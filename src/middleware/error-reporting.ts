// Reports failed actions (an action that threw something else than an ActionError: Astro answers it
// with a 500 and keeps only the error's message). Exceptions while rendering a page reach the 500
// page, which reports them (src/pages/500.astro). Without SENTRY_DSN reporting does nothing.
import { defineMiddleware } from 'astro:middleware';
import { actionCall } from './action-guard';
import { ActionFailure, failedActionMessage, formActionResult, reportServerError } from '../lib/error-reporting/server';

export const errorReporting = defineMiddleware(async (context, next) => {
  const response = await next();
  const call = actionCall(context.request.method, context.url, context.routePattern);
  if (!call) return response;
  const result =
    call.from === 'rpc'
      ? response.status === 500
        ? { type: 'error', status: 500, body: await response.clone().text() }
        : undefined
      : formActionResult(context.locals);
  const message = failedActionMessage(result);
  if (message !== undefined) reportServerError(new ActionFailure(call.name ?? '?', message), 'action', context.url);
  return response;
});
