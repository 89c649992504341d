import type { Invoice } from '@tonearm/client/contract';
import { formatMoney } from '@tonearm/client/rules';
import { useBootstrapData, useFormatDate, useTrans } from '@tonearm/shell';
import { Badge } from '@tonearm/ui';

/** The invoices, newest first: a list rather than a table so each stays readable at 375 px. */
export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const language = useBootstrapData().i18n.language;
  if (invoices.length === 0) return <p className="text-muted-foreground">{trans('No invoices yet.')}</p>;
  return (
    <ul aria-label={trans('Invoices')} className="divide-y divide-border">
      {invoices.map((invoice) => (
        <li key={invoice.uuid} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
          <span className="me-auto flex flex-col">
            <span className="font-medium">{formatDate(invoice.created_at, 'short')}</span>
            <span className="text-muted-foreground text-sm">
              {invoice.description} · {formatDate(invoice.period_start, 'short')} –{' '}
              {formatDate(invoice.period_end, 'short')}
            </span>
          </span>
          <span className="tabular-nums">{formatMoney(invoice.amount, invoice.currency, language)}</span>
          <Badge tone={invoice.paid ? 'positive' : 'danger'}>
            {invoice.paid ? trans('Paid') : trans('Unpaid')}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
