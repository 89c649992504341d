import { useRouteError } from 'react-router';

/**
 * The last-resort page when a route fails outside the shell (the providers themselves failed), so it cannot use
 * bootstrap data or the kit's theme.
 */
export function UnexpectedErrorPage() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : null;
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '40rem', margin: '0 auto' }}
    >
      <h1>Unexpected Application Error!</h1>
      {detail ? <p>{detail}</p> : null}
    </main>
  );
}
