export { IllustratedMessage, type IllustratedMessageProps } from './IllustratedMessage';
export { type IllustratedMessageVariants, illustratedMessageVariants } from './illustrated-message.variants';
