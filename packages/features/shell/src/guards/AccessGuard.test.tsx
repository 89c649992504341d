// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { BootstrapData } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { storyBootstrapData } from '../storybook/story-bootstrap-data';
import { AccessGuard } from './AccessGuard';
import { renderRoutes } from './test-support/render-routes';

const routes = [
  {
    path: 'account-settings',
    element: <AccessGuard requiresLogin />,
    children: [{ index: true, element: <h1>Account settings</h1> }],
  },
  {
    path: 'settings-once',
    element: <AccessGuard requiresLogin returnAfterLogin={false} />,
    children: [{ index: true, element: <h1>Settings once</h1> }],
  },
  {
    path: 'upload',
    element: (
      <AccessGuard requiresLogin permission="music.create">
        <h1>Upload</h1>
      </AccessGuard>
    ),
  },
  {
    path: 'admin',
    element: <AccessGuard requiresLogin permission="admin.access" />,
    children: [{ path: 'files', element: <h1>Files</h1> }],
  },
];

function asAdmin(data: BootstrapData): BootstrapData {
  if (!data.user) throw new Error('asAdmin needs a signed-in user');
  return { ...data, user: { ...data.user, permissions: [{ name: 'admin', restrictions: [] }] } };
}

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

describe('AccessGuard', () => {
  it('sends a guest on a login-required route to /login with the page to come back to', () => {
    renderRoutes(routes, '/account-settings', storyBootstrapData());
    expect(location()).toBe(`/login?redirectUri=${encodeURIComponent('/account-settings')}`);
  });

  it('sends a guest to plain /login when the route opts out of coming back', () => {
    renderRoutes(routes, '/settings-once', storyBootstrapData());
    expect(location()).toBe('/login');
  });

  it('keeps the query of the page to come back to', () => {
    renderRoutes(routes, '/admin/files?page=2', storyBootstrapData());
    expect(location()).toBe(`/login?redirectUri=${encodeURIComponent('/admin/files?page=2')}`);
  });

  it('sends a signed-in user lacking the permission of a returning route to /pricing, not to /login', () => {
    renderRoutes(routes, '/admin/files', storyBootstrapData({ signedIn: true }));
    expect(location()).toBe('/pricing');
  });

  it('lets a signed-in user into a login-required route', () => {
    renderRoutes(routes, '/account-settings', storyBootstrapData({ signedIn: true }));
    expect(screen.getByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
  });

  it('sends an unsubscribed user lacking the permission to /pricing while billing is on', () => {
    renderRoutes(routes, '/upload', storyBootstrapData({ signedIn: true }));
    expect(location()).toBe('/pricing');
  });

  it('lets an admin through any permission', () => {
    renderRoutes(routes, '/upload', asAdmin(storyBootstrapData({ signedIn: true })));
    expect(screen.getByRole('heading', { name: 'Upload' })).toBeInTheDocument();
  });
});
