import type { Convention } from '../core/types';

/** GET parameters the API reads as one comma-separated list of relations (doc 000 §7). */
export const COMMA_JOINED_PARAMS: readonly string[] = ['with', 'load', 'loadCount'];

/**
 * On GET, `with`, `load` and `loadCount` arrays are joined with commas (`with=roles,tokens`); an empty array is
 * left out rather than sent as an empty list. Other arrays are left to the query string, which repeats the key
 * Laravel-style (`ids[]=1&ids[]=2`).
 */
export const joinArrayParams: Convention = (draft) => {
  if (draft.method !== 'GET') return draft;
  let params = draft.params;
  for (const name of COMMA_JOINED_PARAMS) {
    const value = params[name];
    if (!Array.isArray(value)) continue;
    params = { ...params, [name]: value.length === 0 ? undefined : value.join(',') };
  }
  return params === draft.params ? draft : { ...draft, params };
};
