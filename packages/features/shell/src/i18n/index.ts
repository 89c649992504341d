export { formatMessage, type MessageValues } from './format-message';
export { type MessageParser, registerMessageParser } from './message-parser';
export { type TransMessages, type TransReplacements, trans } from './trans';
export { type Translate, useTrans } from './use-trans';
