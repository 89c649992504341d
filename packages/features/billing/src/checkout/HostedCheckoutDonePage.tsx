import { completeHostedCheckout } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useTrans } from '@tonearm/shell';
import { ButtonLink, toast } from '@tonearm/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useApplyBootstrap } from '../subscription-change/use-apply-bootstrap';

export interface HostedCheckoutDonePageProps {
  gateway: 'stripe' | 'paypal';
}

/** The provider's id for the finished checkout, as each puts it on the return URL. */
export function returnReference(search: URLSearchParams): string | null {
  return search.get('reference') ?? search.get('session_id') ?? search.get('subscription_id');
}

/**
 * `/checkout/{productId}/{priceId}/stripe/done` and `.../paypal/done` (doc 001 §2): the provider sent the payer back;
 * the server reads the checkout from the provider and starts the subscription.
 */
export function HostedCheckoutDonePage({ gateway }: HostedCheckoutDonePageProps) {
  const { trans } = useTrans();
  const http = useHttpClient();
  const navigate = useNavigate();
  const applyBootstrap = useApplyBootstrap();
  const { productId = '', priceId = '' } = useParams();
  const [search] = useSearchParams();
  const reference = returnReference(search);
  const [failed, setFailed] = useState(reference === null);
  const started = useRef(false);

  useEffect(() => {
    // Completing is not repeatable; a second effect run in development must not send it twice.
    if (!reference || started.current) return;
    started.current = true;
    completeHostedCheckout(http, gateway, reference)
      .then((answer) => {
        applyBootstrap(answer.bootstrapData);
        toast.positive(trans('Welcome to :plan!', { plan: answer.subscription.product?.name ?? '' }));
        void navigate('/billing', { replace: true });
      })
      .catch((error: unknown) => {
        setFailed(true);
        showRequestError(error);
      });
  }, [reference, gateway, http, applyBootstrap, navigate, trans]);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-10 text-center">
      <h1 className="font-semibold text-2xl">{trans('Checkout')}</h1>
      {failed ? (
        <div role="alert" className="flex flex-col items-center gap-3">
          <p>{trans('Your subscription could not be completed.')}</p>
          <ButtonLink href={`/checkout/${encodeURIComponent(productId)}/${encodeURIComponent(priceId)}`}>
            {trans('Back to checkout')}
          </ButtonLink>
        </div>
      ) : (
        <p role="status">{trans('Completing your subscription…')}</p>
      )}
    </div>
  );
}
