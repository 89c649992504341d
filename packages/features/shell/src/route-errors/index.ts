export { NotFoundPage } from './NotFoundPage';
export { RouteErrorPage } from './RouteErrorPage';
export { routeErrorStatus } from './route-error-status';
export { StatusMessage, type StatusMessageProps } from './StatusMessage';
export { UnexpectedErrorPage } from './UnexpectedErrorPage';
