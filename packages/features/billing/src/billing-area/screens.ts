// The billing area's screens, loaded together on the first visit to any of them.
export { BillingPage } from './BillingPage';
export { CancelPage } from './CancelPage';
export { ChangePaymentMethodDonePage } from './ChangePaymentMethodDonePage';
export { ChangePaymentMethodPage } from './ChangePaymentMethodPage';
export { ChangePlanConfirmPage } from './ChangePlanConfirmPage';
export { ChangePlanPage } from './ChangePlanPage';
export { RenewPage } from './RenewPage';
export { SubscribedOnly } from './SubscribedOnly';
