// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { recordPendingOnboarding } from '../redirect/pending-onboarding';
import { authStoryData } from '../storybook/auth-story-data';
import { GuestRoute } from './GuestRoute';
import { LocationProbe, renderRoutes } from './test-support/render-routes';
import { useCompleteSignIn } from './use-complete-sign-in';

function SignInPage() {
  const completeSignIn = useCompleteSignIn();
  return (
    <button type="button" onClick={() => completeSignIn(authStoryData({ signedIn: 'listener' }), '/welcome')}>
      Sign in
    </button>
  );
}

const guestRoutes = (secondaryRedirectUri?: string) => [
  {
    element: <GuestRoute secondaryRedirectUri={secondaryRedirectUri} />,
    children: [
      { path: 'login', element: <SignInPage /> },
      { index: true, element: <LocationProbe /> },
    ],
  },
];

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

describe('GuestRoute', () => {
  afterEach(() => localStorage.clear());

  it('shows the page to a guest', () => {
    renderRoutes(guestRoutes(), '/login', authStoryData());
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a signed-in listener to /', () => {
    renderRoutes(guestRoutes(), '/login', authStoryData({ signedIn: 'listener' }));
    expect(location()).toBe('/');
  });

  it('sends a signed-in admin to /admin', () => {
    renderRoutes(guestRoutes(), '/login', authStoryData({ signedIn: 'admin' }));
    expect(location()).toBe('/admin');
  });

  it('follows a same-site redirectUri but never an off-site one', () => {
    const { unmount } = renderRoutes(
      guestRoutes(),
      '/login?redirectUri=/library',
      authStoryData({ signedIn: 'listener' }),
    );
    expect(location()).toBe('/library');
    unmount();
    renderRoutes(
      guestRoutes(),
      '/login?redirectUri=//evil.test/phish',
      authStoryData({ signedIn: 'listener' }),
    );
    expect(location()).toBe('/');
  });

  it('sends a visitor with a pending plan choice to its checkout', () => {
    recordPendingOnboarding({ productId: 2, priceId: 5 });
    renderRoutes(guestRoutes(), '/login', authStoryData({ signedIn: 'listener' }));
    expect(location()).toBe('/checkout/2/5');
  });

  it('uses the secondary redirect URI when the redirect URI is the page itself', () => {
    const { unmount } = renderRoutes(
      guestRoutes('/discover'),
      '/login?redirectUri=/login',
      authStoryData({ signedIn: 'listener' }),
    );
    expect(location()).toBe('/discover');
    unmount();
    renderRoutes(guestRoutes(), '/login?redirectUri=/login', authStoryData({ signedIn: 'listener' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('takes a visitor who signs in on the page where the page decided, replacing the page in history', async () => {
    const { router } = renderRoutes(guestRoutes(), '/login?redirectUri=/library', authStoryData());
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(location()).toBe('/welcome');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a visitor who signs in elsewhere (another tab) to their redirect URI', () => {
    const { store } = renderRoutes(guestRoutes(), '/login', authStoryData());
    act(() => store.set(authStoryData({ signedIn: 'admin' })));
    expect(location()).toBe('/admin');
  });
});
