import type { AdminPlanRow } from '@tonearm/client/contract';
import type { ListQuery } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import { Badge, Button, ButtonLink } from '@tonearm/ui';
import { useLocale } from 'react-aria-components';
import { priceLabel } from './price-label';
import { SortHeader } from './SortHeader';

export interface PlansTableProps {
  rows: readonly AdminPlanRow[];
  query: ListQuery;
  onSort: (change: Pick<ListQuery, 'orderBy' | 'orderDir'>) => void;
  onDelete: (plan: AdminPlanRow) => void;
}

/** The plans of one page: the name (opening its editor) with its flags, prices, subscribers, last change and Delete. */
export function PlansTable({ rows, query, onSort, onDelete }: PlansTableProps) {
  const { trans } = useTrans();
  const { locale } = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <div className="w-full max-w-full overflow-x-auto rounded-ui border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{trans('Subscription plans')}</caption>
        <thead className="border-border border-b">
          <tr>
            <SortHeader label={trans('Name')} sortKey="name" query={query} onSort={onSort} />
            <th scope="col" className="hidden px-2 py-2 text-left font-medium sm:table-cell">
              {trans('Prices')}
            </th>
            <SortHeader label={trans('Subscribers')} sortKey="subscribers" query={query} onSort={onSort} />
            <th scope="col" className="hidden px-2 py-2 text-left font-medium md:table-cell">
              {trans('Last updated')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              <span className="sr-only">{trans('Actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((plan) => (
            <tr key={plan.id} className="border-border border-b last:border-b-0">
              <th scope="row" className="px-2 py-2 text-left font-medium">
                <span className="flex flex-wrap items-center gap-2">
                  <ButtonLink href={`/admin/plans/${plan.id}/edit`} variant="link" className="font-medium">
                    {plan.name}
                  </ButtonLink>
                  {plan.recommended && <Badge tone="primary">{trans('Recommended')}</Badge>}
                  {plan.hidden && <Badge tone="outline">{trans('Hidden')}</Badge>}
                  {plan.free && <Badge tone="positive">{trans('Free')}</Badge>}
                </span>
              </th>
              <td className="hidden px-2 py-2 sm:table-cell">
                {plan.prices.length === 0
                  ? trans('No prices')
                  : plan.prices.map((price) => priceLabel(price, trans, locale)).join(', ')}
              </td>
              <td className="px-2 py-2">{plan.subscribers}</td>
              <td className="hidden px-2 py-2 md:table-cell">{date.format(new Date(plan.updated_at))}</td>
              <td className="px-2 py-2">
                <span className="flex justify-end gap-2">
                  <Button variant="outline" size="sm" onPress={() => onDelete(plan)}>
                    {trans('Delete')}
                    <span className="sr-only"> {plan.name}</span>
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
