import type { PaymentGateway } from '@tonearm/client/contract';
import { formatMoney } from '@tonearm/client/rules';
import { showRequestError, type Translate, useBootstrapData, useTrans } from '@tonearm/shell';
import { Button, Radio, RadioGroup } from '@tonearm/ui';
import { useState } from 'react';
import { CardForm } from '../card-form/CardForm';
import { CardSummary } from '../card-form/CardSummary';
import { TestModeNote } from '../card-form/TestModeNote';
import type { CheckoutFlow } from './use-checkout';

// Providers keep their brand names in every language; the test provider is simply a card.
const gatewayNames = (trans: Translate): Record<PaymentGateway, string> => ({
  test: trans('Card'),
  stripe: 'Stripe',
  paypal: 'PayPal',
});

export interface CheckoutPaymentProps {
  flow: CheckoutFlow;
  /** Called with the server's answer once the subscription started. */
  onSubscribed(answer: Awaited<ReturnType<CheckoutFlow['confirm']>>): void;
}

/** The payment side of the checkout: the provider choice, then the card and confirmation steps or the provider's page. */
export function CheckoutPayment({ flow, onSubscribed }: CheckoutPaymentProps) {
  const { trans } = useTrans();
  const language = useBootstrapData().i18n.language;
  const gateways = flow.options?.gateways ?? [];
  const [gateway, setGateway] = useState<PaymentGateway>(gateways[0] ?? 'test');
  const [isPending, setPending] = useState(false);
  const price = flow.options?.price;

  const run = async (action: () => Promise<void>) => {
    // Also guards against a second press before React re-renders the button as pending.
    if (isPending) return;
    setPending(true);
    try {
      await action();
    } catch (error) {
      showRequestError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <section
      aria-labelledby="payment"
      className="flex flex-col gap-4 rounded-ui border border-border bg-paper p-5"
    >
      <h2 id="payment" className="font-semibold text-lg">
        {flow.step === 'confirm' ? trans('Confirm your payment') : trans('Payment')}
      </h2>
      {gateways.length > 1 && flow.step === 'card' && (
        <RadioGroup
          label={trans('Pay with')}
          value={gateway}
          onChange={(value) => setGateway(gateways.find((name) => name === value) ?? gateway)}
        >
          {gateways.map((name) => (
            <Radio key={name} value={name}>
              {gatewayNames(trans)[name]}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {gateway !== 'test' ? (
        <Button size="lg" isPending={isPending} onPress={() => void run(() => flow.goToProvider(gateway))}>
          {trans('Continue to :provider', { provider: gatewayNames(trans)[gateway] })}
        </Button>
      ) : flow.step === 'card' ? (
        <>
          <TestModeNote />
          <CardForm onSubmit={flow.enterCard} submitLabel={trans('Continue')} />
        </>
      ) : (
        <>
          {flow.checkout?.card && (
            <p>
              <CardSummary card={flow.checkout.card} />
            </p>
          )}
          {price && (
            <p className="text-sm">
              {trans('You will be charged :amount today.', {
                amount: formatMoney(price.amount, price.currency, language),
              })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              size="lg"
              isPending={isPending}
              onPress={() => void run(async () => onSubscribed(await flow.confirm()))}
            >
              {trans('Confirm and subscribe')}
            </Button>
            <Button size="lg" variant="ghost" isDisabled={isPending} onPress={flow.changeCard}>
              {trans('Use another card')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
