export { formatMessage, type MessageValues } from '@tonearm/client/rules';
