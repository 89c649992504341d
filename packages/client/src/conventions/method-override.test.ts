import { describe, expect, it } from 'vitest';
import { conventionContext, requestDraft } from '../testing/request-draft';
import { overrideMethod } from './method-override';

const context = conventionContext();

describe('method override convention', () => {
  it.each(['PUT', 'PATCH', 'DELETE'] as const)('sends %s as POST with the header and _method', (method) => {
    const draft = requestDraft(method, 'users/1', { params: { page: 1 } });
    const overridden = overrideMethod(draft, context);
    expect(overridden.transportMethod).toBe('POST');
    expect(overridden.headers.get('X-HTTP-Method-Override')).toBe(method);
    expect(overridden.params).toEqual({ page: 1, _method: method });
  });

  it('keeps the logical method on the draft for retry decisions', () => {
    const overridden = overrideMethod(requestDraft('DELETE', 'access-tokens/3'), context);
    expect(overridden.method).toBe('DELETE');
  });

  it('leaves the original draft and its headers untouched', () => {
    const draft = requestDraft('PUT', 'users/1', { headers: { Accept: 'application/json' } });
    overrideMethod(draft, context);
    expect(draft.transportMethod).toBe('PUT');
    expect(draft.headers.has('X-HTTP-Method-Override')).toBe(false);
    expect(draft.params).toEqual({});
  });

  it.each(['GET', 'POST', 'HEAD'] as const)('sends %s as it is', (method) => {
    const draft = requestDraft(method, 'users/1');
    expect(overrideMethod(draft, context)).toBe(draft);
  });
});
