import type { AdminPlanRow } from '@tonearm/client/contract';
import type { FormatDate } from '@tonearm/shell';
import { Badge, type DataTableColumn, DataTableRowActions, MenuItem } from '@tonearm/ui';
import { priceLabel } from './price-label';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface PlanColumnsOptions {
  trans: Translate;
  /** The language prices are written in. */
  locale: string;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  onDelete: (plan: AdminPlanRow) => void;
}

/** The plans list's columns: the plan with its flags, prices, subscribers, order, dates and its actions. */
export function planColumns({
  trans,
  locale,
  formatDate,
  onDelete,
}: PlanColumnsOptions): DataTableColumn<AdminPlanRow>[] {
  return [
    {
      id: 'name',
      header: trans('Name'),
      isRowHeader: true,
      allowsSorting: true,
      cell: (plan) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{plan.name}</span>
          {plan.recommended && <Badge tone="primary">{trans('Recommended')}</Badge>}
          {plan.hidden && <Badge tone="outline">{trans('Hidden')}</Badge>}
          {plan.free && <Badge tone="positive">{trans('Free')}</Badge>}
        </span>
      ),
    },
    {
      id: 'prices',
      header: trans('Prices'),
      cell: (plan) =>
        plan.prices.length === 0
          ? trans('No prices')
          : plan.prices.map((price) => priceLabel(price, trans, locale)).join(', '),
    },
    {
      id: 'subscribers',
      header: trans('Subscribers'),
      allowsSorting: true,
      align: 'end',
      isKeyColumn: true,
      cell: (plan) => plan.subscribers,
    },
    {
      id: 'position',
      header: trans('Position'),
      allowsSorting: true,
      align: 'end',
      cell: (plan) => plan.position,
    },
    {
      id: 'created_at',
      header: trans('Date created'),
      allowsSorting: true,
      cell: (plan) => formatDate(plan.created_at, 'short'),
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      cell: (plan) => formatDate(plan.updated_at, 'short'),
    },
    {
      id: 'actions',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (plan) => (
        <DataTableRowActions aria-label={trans('Actions for :plan', { plan: plan.name })}>
          <MenuItem href={`/admin/plans/${plan.id}/edit`}>{trans('Edit')}</MenuItem>
          <MenuItem intent="danger" onAction={() => onDelete(plan)}>
            {trans('Delete')}
          </MenuItem>
        </DataTableRowActions>
      ),
    },
  ];
}
