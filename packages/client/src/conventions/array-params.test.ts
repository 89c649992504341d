import { describe, expect, it } from 'vitest';
import { conventionContext, requestDraft } from '../testing/request-draft';
import { joinArrayParams } from './array-params';

const context = conventionContext();

describe('array params convention', () => {
  it('joins with, load and loadCount arrays with commas on GET', () => {
    const draft = requestDraft('GET', 'users/me', {
      params: {
        with: ['roles', 'social_profiles', 'tokens'],
        load: ['permissions'],
        loadCount: ['tracks', 'albums'],
      },
    });
    expect(joinArrayParams(draft, context).params).toEqual({
      with: 'roles,social_profiles,tokens',
      load: 'permissions',
      loadCount: 'tracks,albums',
    });
  });

  it('drops an empty with array instead of sending an empty list', () => {
    const draft = requestDraft('GET', 'users/me', { params: { with: [] } });
    expect(joinArrayParams(draft, context).params).toEqual({ with: undefined });
  });

  it('leaves other arrays for the query string to repeat', () => {
    const draft = requestDraft('GET', 'notifications', { params: { ids: [1, 2] } });
    expect(joinArrayParams(draft, context)).toBe(draft);
  });

  it('leaves a with value that is already a string', () => {
    const draft = requestDraft('GET', 'users/me', { params: { with: 'roles,tokens' } });
    expect(joinArrayParams(draft, context).params).toEqual({ with: 'roles,tokens' });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('does not join arrays on %s', (method) => {
    const draft = requestDraft(method, 'users/1', { params: { with: ['roles'] } });
    expect(joinArrayParams(draft, context)).toBe(draft);
  });
});
