import { AccessGuard } from '@tonearm/shell';
import type { RouteObject } from 'react-router';

const billingArea = () => import('./billing-area/screens');
const checkout = () => import('./checkout/screens');

/** The billing routes for the app's route table (doc 001 §2), each screen loaded on first visit. */
export const routes: RouteObject[] = [
  {
    path: 'pricing',
    lazy: () => import('./pricing/PricingPage').then((m) => ({ Component: m.PricingPage })),
  },
  // The checkout sends a visitor to /register itself (doc 001 §2), not to /login as the shared guard would.
  {
    path: 'checkout/:productId/:priceId',
    lazy: () => checkout().then((m) => ({ Component: m.CheckoutPage })),
  },
  {
    element: <AccessGuard requiresLogin />,
    children: [
      {
        path: 'checkout/:productId/:priceId/stripe/done',
        lazy: () => checkout().then((m) => ({ Component: m.StripeDonePage })),
      },
      {
        path: 'checkout/:productId/:priceId/paypal/done',
        lazy: () => checkout().then((m) => ({ Component: m.PaypalDonePage })),
      },
      {
        path: 'billing',
        lazy: () => billingArea().then((m) => ({ Component: m.SubscribedOnly })),
        children: [
          { index: true, lazy: () => billingArea().then((m) => ({ Component: m.BillingPage })) },
          {
            path: 'change-payment-method',
            lazy: () => billingArea().then((m) => ({ Component: m.ChangePaymentMethodPage })),
          },
          {
            path: 'change-payment-method/done',
            lazy: () => billingArea().then((m) => ({ Component: m.ChangePaymentMethodDonePage })),
          },
          { path: 'change-plan', lazy: () => billingArea().then((m) => ({ Component: m.ChangePlanPage })) },
          {
            path: 'change-plan/:productId/:priceId/confirm',
            lazy: () => billingArea().then((m) => ({ Component: m.ChangePlanConfirmPage })),
          },
          { path: 'cancel', lazy: () => billingArea().then((m) => ({ Component: m.CancelPage })) },
          { path: 'renew', lazy: () => billingArea().then((m) => ({ Component: m.RenewPage })) },
        ],
      },
    ],
  },
];
