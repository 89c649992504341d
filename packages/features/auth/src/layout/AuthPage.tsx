import { type ReactNode, useId } from 'react';

export interface AuthPageProps {
  /** The page's one `h1`. */
  heading: string;
  /** Drawn above the card (the login mascot). */
  illustration?: ReactNode;
  /** The form and its actions. */
  children: ReactNode;
  /** A line under the card, such as the sign-up or sign-in link. */
  footer?: ReactNode;
}

/** The centred card every sign-in page is laid out in; it fills a 375 px wide screen without scrolling sideways. */
export function AuthPage({ heading, illustration, children, footer }: AuthPageProps) {
  const headingId = useId();
  return (
    <div className="flex justify-center px-4 py-8 sm:py-14">
      <section aria-labelledby={headingId} className="flex w-full max-w-md flex-col items-center">
        {illustration}
        <div className="w-full rounded-ui border border-border bg-paper p-5 shadow-sm sm:p-8">
          <h1 id={headingId} className="mb-6 font-semibold text-xl tracking-tight sm:text-2xl">
            {heading}
          </h1>
          {children}
        </div>
        {footer ? <p className="mt-6 text-center text-muted-foreground text-sm">{footer}</p> : null}
      </section>
    </div>
  );
}
