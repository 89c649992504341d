import { getProducts } from '@tonearm/client';
import type { Price } from '@tonearm/client/contract';
import { formatMoney, shownPriceAmount } from '@tonearm/client/rules';
import { useBootstrapData, useTrans } from '@tonearm/shell';
import { ButtonLink, cn } from '@tonearm/ui';
import { useCatalogueQuery } from '../data/use-catalogue-query';

/** A price for the visitor's language, written as the billing screens write it. */
function priceText(price: Price, language: string): string {
  return formatMoney(shownPriceAmount(price), price.currency, language);
}

/**
 * The pricing table of the landing page: each visible plan's name, first price and features, and a link to
 * /pricing, where a plan is chosen; nothing while the plans load, when they fail or when there are none.
 */
export function LandingPricing() {
  const { trans } = useTrans();
  const { language } = useBootstrapData().i18n;
  const { data } = useCatalogueQuery(['billing/products', 'landing'], (http) => getProducts(http));
  const plans = data?.pagination.data.filter((plan) => !plan.hidden) ?? [];
  if (plans.length === 0) return null;
  return (
    <section
      aria-labelledby="landing-pricing"
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-12"
    >
      <h2 id="landing-pricing" className="text-center font-bold text-3xl">
        {trans('Plans')}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {plans.map((plan) => {
          const price = plan.prices[0];
          return (
            <li
              key={plan.id}
              className={cn(
                'flex flex-col gap-3 rounded-ui border bg-paper p-5',
                plan.recommended ? 'border-primary' : 'border-border',
              )}
            >
              <h3 className="font-semibold text-lg">{plan.name}</h3>
              <p className="font-bold text-2xl">
                {plan.free || !price
                  ? trans('Free')
                  : trans(':amount / :interval', {
                      amount: priceText(price, language),
                      interval:
                        price.interval === 'day'
                          ? trans('day')
                          : price.interval === 'year'
                            ? trans('year')
                            : trans('month'),
                    })}
              </p>
              {plan.feature_list.length > 0 && (
                <ul className="flex list-disc flex-col gap-1 ps-5 text-muted-foreground text-sm">
                  {plan.feature_list.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <ButtonLink href="/pricing" variant="outline" className="self-center">
        {trans('Compare plans')}
      </ButtonLink>
    </section>
  );
}
