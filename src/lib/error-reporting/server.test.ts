import { describe, expect, it } from 'vitest';
import { ActionFailure, failedActionMessage, formActionResult } from './server';

describe('failed actions', () => {
  it('are the 500 results, with the message Astro kept', () => {
    const body = JSON.stringify({ type: 'AstroActionError', code: 'INTERNAL_SERVER_ERROR', status: 500, message: 'db down' });
    expect(failedActionMessage({ type: 'error', status: 500, body })).toBe('db down');
    expect(failedActionMessage({ type: 'error', status: 500, body: 'not json' })).toBe('internal server error');
  });

  it('are not refusals (4xx, 503) nor successes', () => {
    expect(failedActionMessage(undefined)).toBeUndefined();
    expect(failedActionMessage({ type: 'error', status: 400, body: '{"message":"bad"}' })).toBeUndefined();
    expect(failedActionMessage({ type: 'error', status: 503, body: '{"message":"later"}' })).toBeUndefined();
    expect(failedActionMessage({ type: 'data', status: 200, body: '[]' })).toBeUndefined();
  });

  it('of a form post are read from what Astro keeps in locals', () => {
    const actionResult = { type: 'error', status: 500, contentType: 'application/json', body: '{"message":"x"}' };
    expect(formActionResult({ _actionPayload: { actionName: 'signIn', actionResult } })).toBe(actionResult);
    expect(formActionResult({})).toBeUndefined();
    expect(formActionResult({ _actionPayload: { actionResult: null } })).toBeUndefined();
  });

  it('are reported under the action’s name', () => {
    const failure = new ActionFailure('placeOrder', 'db down');
    expect(failure.message).toBe('Action placeOrder failed: db down');
    expect(failure.name).toBe('ActionFailure');
  });
});
