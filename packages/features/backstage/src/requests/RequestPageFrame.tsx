import type { ReactNode } from 'react';

export interface RequestPageFrameProps {
  /** The page's `<h1>`. */
  heading: ReactNode;
  /** A line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of every request screen: one readable column with its heading, at any width down to 320 px. */
export function RequestPageFrame({ heading, intro, children }: RequestPageFrameProps) {
  return (
    <div
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6"
      data-slot="backstage-request-page"
    >
      <header className="flex flex-col gap-2">
        <h1 className="font-semibold text-2xl">{heading}</h1>
        {intro ? <p className="text-muted-foreground">{intro}</p> : null}
      </header>
      {children}
    </div>
  );
}
