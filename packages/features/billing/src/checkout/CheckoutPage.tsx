import { clearPendingOnboarding, recordPendingOnboarding } from '@tonearm/auth';
import { isSubscribed } from '@tonearm/client/rules';
import { useCurrentUser, useTrans } from '@tonearm/shell';
import { ButtonLink, toast } from '@tonearm/ui';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadFailure } from '../status/LoadFailure';
import { PlanNotFound } from '../status/PlanNotFound';
import { useApplyBootstrap } from '../subscription-change/use-apply-bootstrap';
import { CheckoutPayment } from './CheckoutPayment';
import { OrderSummary } from './OrderSummary';
import { useCheckout } from './use-checkout';

/** Sends the browser to a provider's own payment page. */
const leaveForProvider = (url: string) => window.location.assign(url);

/**
 * `/checkout/{productId}/{priceId}` (doc 001 §2): a visitor goes to /register with the choice kept for after
 * registration; a subscriber goes to /billing.
 */
export function CheckoutPage() {
  const user = useCurrentUser();
  const { productId = '', priceId = '' } = useParams();
  if (!user) {
    if (/^\d+$/.test(productId) && /^\d+$/.test(priceId)) recordPendingOnboarding({ productId, priceId });
    return <Navigate to="/register" replace />;
  }
  if (isSubscribed(user)) return <Navigate to="/billing" replace />;
  return <Checkout productId={productId} priceId={priceId} />;
}

function Checkout({ productId, priceId }: { productId: string; priceId: string }) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const applyBootstrap = useApplyBootstrap();
  const flow = useCheckout(productId, priceId, leaveForProvider);
  // The pending choice from /pricing has led here; it must not bring the user back after this.
  useEffect(() => clearPendingOnboarding(), []);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 md:py-10">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="me-auto font-semibold text-2xl">{trans('Checkout')}</h1>
        <ButtonLink href="/pricing" variant="ghost" size="sm">
          {trans('Back to plans')}
        </ButtonLink>
      </div>
      {flow.notFound ? (
        <PlanNotFound />
      ) : flow.error ? (
        <LoadFailure onRetry={flow.retry} />
      ) : flow.options ? (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <OrderSummary product={flow.options.product} price={flow.options.price} />
          <CheckoutPayment
            flow={flow}
            onSubscribed={(answer) => {
              applyBootstrap(answer.bootstrapData);
              toast.positive(trans('Welcome to :plan!', { plan: answer.subscription.product?.name ?? '' }));
              void navigate('/billing', { replace: true });
            }}
          />
        </div>
      ) : (
        <p role="status">{trans('Loading…')}</p>
      )}
    </div>
  );
}
