import type { Price, Product } from '@tonearm/client/contract';
import { formatMoney } from '@tonearm/client/rules';
import { useBootstrapData, useTrans } from '@tonearm/shell';
import { billingPeriod } from '../money/format-price';

/** What is being bought: the plan, its price and how often it is charged. */
export function OrderSummary({ product, price }: { product: Product; price: Price }) {
  const { trans } = useTrans();
  const language = useBootstrapData().i18n.language;
  return (
    <section
      aria-labelledby="order-summary"
      className="flex flex-col gap-3 rounded-ui border border-border bg-paper p-5"
    >
      <h2 id="order-summary" className="font-semibold text-lg">
        {trans('Order summary')}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{trans('Plan')}</dt>
        <dd className="font-medium">{product.name}</dd>
        <dt className="text-muted-foreground">{trans('Billed')}</dt>
        <dd>{billingPeriod(price, trans)}</dd>
        <dt className="border-border border-t pt-2 font-medium">{trans('Due today')}</dt>
        <dd className="border-border border-t pt-2 font-semibold tabular-nums">
          {formatMoney(price.amount, price.currency, language)}
        </dd>
      </dl>
      {product.feature_list.length > 0 && (
        <ul className="list-disc ps-5 text-muted-foreground text-sm">
          {product.feature_list.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
