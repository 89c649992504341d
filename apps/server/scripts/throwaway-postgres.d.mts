/** A throwaway PostgreSQL cluster on a private loopback port; `stop` removes it. */
export function startThrowawayPostgres(): Promise<{ url: string; stop(): void }>;
