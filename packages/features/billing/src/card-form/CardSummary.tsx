import type { CardSummary as Card } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** `Visa ending in 4242, expires 12/2040`. */
export function CardSummary({ card }: { card: Card }) {
  const { trans } = useTrans();
  return (
    <span>
      {trans(':brand ending in :last4', {
        brand: BRAND_NAMES[card.brand] ?? trans('Card'),
        last4: card.last4,
      })}
      <span className="text-muted-foreground">
        {', '}
        {trans('expires :date', { date: `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}` })}
      </span>
    </span>
  );
}
