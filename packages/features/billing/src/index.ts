export { BillingPage } from './billing-area/BillingPage';
export { CancelPage } from './billing-area/CancelPage';
export { ChangePaymentMethodDonePage } from './billing-area/ChangePaymentMethodDonePage';
export { ChangePaymentMethodPage } from './billing-area/ChangePaymentMethodPage';
export { ChangePlanConfirmPage } from './billing-area/ChangePlanConfirmPage';
export { ChangePlanPage } from './billing-area/ChangePlanPage';
export { RenewPage } from './billing-area/RenewPage';
export { SubscribedOnly } from './billing-area/SubscribedOnly';
export {
  BILLING_SUBSCRIPTION_KEY,
  INVOICES_KEY,
  useBillingSubscription,
  useInvoices,
} from './billing-area/use-billing-subscription';
export { CardForm, type CardFormProps } from './card-form/CardForm';
export { CheckoutPage } from './checkout/CheckoutPage';
export {
  HostedCheckoutDonePage,
  type HostedCheckoutDonePageProps,
  returnReference,
} from './checkout/HostedCheckoutDonePage';
export { type CheckoutFlow, useCheckout } from './checkout/use-checkout';
export { billingPeriod, shownPrice } from './money/format-price';
export { PlanCard, type PlanCardProps } from './plan-card/PlanCard';
export { PricingPage } from './pricing/PricingPage';
export {
  type ActionPlan,
  DEFAULT_BILLING_CYCLE,
  type PlanAction,
  type PlanViewer,
  planAction,
  REGISTER_FROM_PRICING,
} from './pricing/plan-action';
export { PLANS_QUERY_KEY, usePlans } from './pricing/use-plans';
export { routes } from './routes';
