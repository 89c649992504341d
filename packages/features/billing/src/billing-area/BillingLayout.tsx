import { useTrans } from '@tonearm/shell';
import { ButtonLink } from '@tonearm/ui';
import type { ReactNode } from 'react';

export interface BillingLayoutProps {
  title: string;
  children: ReactNode;
  /** Shows a way back to /billing. @default true */
  backLink?: boolean;
}

/** The frame of the billing screens: a heading, the way back to /billing, the content. */
export function BillingLayout({ title, children, backLink = true }: BillingLayoutProps) {
  const { trans } = useTrans();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 md:py-10">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="me-auto font-semibold text-2xl">{title}</h1>
        {backLink && (
          <ButtonLink href="/billing" variant="ghost" size="sm">
            {trans('Back to billing')}
          </ButtonLink>
        )}
      </div>
      {children}
    </div>
  );
}
