import { useHref } from 'react-router';

// `https:`, `mailto:`, `//cdn…`: addresses that leave the app and must not be resolved against the current route.
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The `href` the kit's links render: app paths resolved by the router (so relative paths and the basename work),
 * absolute URLs unchanged (react-router's `useHref` would turn `https://…` into `/current/https:/…`).
 */
export function useRouterHref(href: string): string {
  const isAbsolute = ABSOLUTE_URL.test(href);
  // Called on every render, as hooks must be; its answer is unused for an absolute URL.
  const routed = useHref(isAbsolute ? '.' : href);
  return isAbsolute ? href : routed;
}
