import type { Plugin } from 'vite';

/**
 * Lets the bundler leave out the components of React Router's production build that nothing renders (`Form`,
 * `NavLink`, `ScrollRestoration`, ...). Each is made by a call to `forwardRef` and then named, two statements the
 * bundler must keep as it cannot know they do nothing: the call is marked pure and the naming dropped, as the
 * production build is minified and the names only showed in the developer tools. The router is one module, so
 * without this every first visit loads what any page of the app uses of it and everything it declares this way.
 */
export function reactRouterPureComponents(): Plugin {
  return {
    name: 'tonearm:react-router-pure-components',
    transform: {
      filter: { id: /\/react-router\/dist\/production\/[^/]+\.mjs$/ },
      handler(code) {
        if (!code.includes('.forwardRef(')) return null;
        return {
          code: code
            .replace(/^(var \w+ = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2')
            .replace(/^\w+\.displayName = "\w+";$/gm, ''),
          map: null,
        };
      },
    },
  };
}
