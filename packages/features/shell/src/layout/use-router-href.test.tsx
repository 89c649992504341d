// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRouterHref } from './use-router-href';

function hrefAt(path: string, href: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => useRouterHref(href), { wrapper }).result.current;
}

describe('useRouterHref', () => {
  it('resolves app paths through the router', () => {
    expect(hrefAt('/notifications', '/account-settings')).toBe('/account-settings');
    expect(hrefAt('/notifications', '/search?query=jazz#top')).toBe('/search?query=jazz#top');
  });

  it('leaves absolute URLs as they are', () => {
    for (const href of [
      'https://example.com/a?b=1',
      'mailto:someone@example.com',
      '//cdn.example.com/x.png',
    ]) {
      expect(hrefAt('/notifications', href)).toBe(href);
    }
  });
});
