export { type TransReplacements, trans } from './trans';
export { type Translate, useTrans } from './use-trans';
