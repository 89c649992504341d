import type { ReactNode } from 'react';

export interface StatusMessageProps {
  /** A large status code shown above the title, e.g. `404`. */
  code?: string;
  title: string;
  description: string;
  action?: ReactNode;
}

/** A centred title, description and optional action, used by the route error pages. */
export function StatusMessage({ code, title, description, action }: StatusMessageProps) {
  return (
    <section
      aria-labelledby="status-message-title"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      {code ? (
        <p aria-hidden="true" className="font-bold text-7xl text-muted-foreground tracking-tight">
          {code}
        </p>
      ) : null}
      <h1 id="status-message-title" className="font-semibold text-2xl">
        {title}
      </h1>
      <p className="text-muted-foreground">{description}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </section>
  );
}
