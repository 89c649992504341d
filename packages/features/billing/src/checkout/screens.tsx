import { HostedCheckoutDonePage } from './HostedCheckoutDonePage';

// The checkout's screens, loaded together on the first visit to any of them.
export { CheckoutPage } from './CheckoutPage';

/** `/checkout/{productId}/{priceId}/stripe/done`. */
export const StripeDonePage = () => <HostedCheckoutDonePage gateway="stripe" />;
/** `/checkout/{productId}/{priceId}/paypal/done`. */
export const PaypalDonePage = () => <HostedCheckoutDonePage gateway="paypal" />;
