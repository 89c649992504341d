/**
 * Shown when the app cannot start (bootstrap data missing or invalid, server unreachable). Written with the DOM
 * directly because React and the kit may be what failed.
 */
export function renderBootFailure(container: HTMLElement, error: unknown): void {
  const main = document.createElement('main');
  main.setAttribute('role', 'alert');
  main.style.cssText =
    'font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1.5rem';
  const title = document.createElement('h1');
  title.textContent = 'Unexpected Application Error!';
  const detail = document.createElement('p');
  detail.textContent = error instanceof Error ? error.message : 'The application could not start.';
  main.append(title, detail);
  container.replaceChildren(main);
  console.error(error);
}
