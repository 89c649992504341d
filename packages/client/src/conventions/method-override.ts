import type { Convention, HttpMethod } from '../core/types';

/** The header carrying the logical method of an overridden request (doc 000 §7). */
export const METHOD_OVERRIDE_HEADER = 'X-HTTP-Method-Override';
/** The query parameter carrying the logical method of an overridden request (doc 000 §7). */
export const METHOD_OVERRIDE_PARAM = '_method';

const OVERRIDDEN_METHODS: readonly HttpMethod[] = ['PUT', 'PATCH', 'DELETE'];

/**
 * PUT, PATCH and DELETE are sent as POST, with the original method in the `X-HTTP-Method-Override` header and the
 * `_method` query parameter. Only the transport method changes: `draft.method` stays the logical one, which is
 * what retry decisions read.
 */
export const overrideMethod: Convention = (draft) => {
  if (!OVERRIDDEN_METHODS.includes(draft.method)) return draft;
  const headers = new Headers(draft.headers);
  headers.set(METHOD_OVERRIDE_HEADER, draft.method);
  return {
    ...draft,
    transportMethod: 'POST',
    headers,
    params: { ...draft.params, [METHOD_OVERRIDE_PARAM]: draft.method },
  };
};
