import type { RouteObject } from 'react-router';

const loginPage = () => import('./login/LoginPage').then((m) => ({ Component: m.LoginPage }));
const registerPage = () => import('./register/RegisterPage').then((m) => ({ Component: m.RegisterPage }));

/**
 * The sign-in area's routes (doc 000 §2, doc 001 §2), all for guests only; each screen loads when first visited.
 */
export const routes: RouteObject[] = [
  {
    // Loaded with the screen below it (the web app bundles it with the sign-in page), out of the other first visits.
    lazy: () => import('./guards/GuestRoute').then((m) => ({ Component: m.GuestRoute })),
    children: [
      { path: 'login', lazy: loginPage },
      { path: 'register', lazy: registerPage },
      { path: 'workspace/join/login', lazy: loginPage },
      { path: 'workspace/join/register', lazy: registerPage },
      {
        path: 'forgot-password',
        lazy: () =>
          import('./password/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: 'login/link/:token',
        lazy: () => import('./sign-in-link/SignInLinkPage').then((m) => ({ Component: m.SignInLinkPage })),
      },
      {
        path: 'password/reset/:token',
        lazy: () => import('./password/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
      },
    ],
  },
];
