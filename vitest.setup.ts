// Component tests opt into jsdom per file; the matchers and cleanup only apply there.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const { afterEach } = await import('vitest');
  await import('@testing-library/jest-dom/vitest');
  afterEach(() => cleanup());
}
