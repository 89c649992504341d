import type { Convention } from '../core/types';
import { prefixApiPath } from './api-prefix';
import { joinArrayParams } from './array-params';
import { overrideMethod } from './method-override';
import { addWorkspaceId } from './workspace-id';
import { echoXsrfToken } from './xsrf-echo';

export { API_PREFIX, prefixApiPath, UNPREFIXED_SECTIONS, withApiPrefix } from './api-prefix';
export { COMMA_JOINED_PARAMS, joinArrayParams } from './array-params';
export { METHOD_OVERRIDE_HEADER, METHOD_OVERRIDE_PARAM, overrideMethod } from './method-override';
export { addWorkspaceId, WORKSPACE_ID_PARAM } from './workspace-id';
export { echoXsrfToken, XSRF_COOKIE, XSRF_HEADER } from './xsrf-echo';

/**
 * The shared conventions of doc 000 §7, in the order the client applies them. Each reads the logical method, so
 * the method override can come last without changing what the others decide.
 */
export const defaultConventions: readonly Convention[] = [
  prefixApiPath,
  joinArrayParams,
  addWorkspaceId,
  echoXsrfToken,
  overrideMethod,
];
