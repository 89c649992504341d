export {
  type LoopbackServer,
  type RecordedRequest,
  type ScriptedAnswer,
  type ScriptedResponse,
  startLoopbackServer,
} from './loopback-server';
export { rejectionOf } from './rejection-of';
export { conventionContext, requestDraft } from './request-draft';
