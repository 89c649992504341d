import type { ReactNode } from 'react';

export interface VisitorFormPageProps {
  heading: string;
  /** A sentence under the heading saying what the form is for. */
  intro: string;
  children: ReactNode;
}

/** The frame of the public forms: a heading, what the form is for, and the form in a card. */
export function VisitorFormPage({ heading, intro, children }: VisitorFormPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">{heading}</h1>
        <p className="text-muted-foreground">{intro}</p>
      </div>
      <div className="rounded-ui border bg-paper p-4 sm:p-6">{children}</div>
    </div>
  );
}
