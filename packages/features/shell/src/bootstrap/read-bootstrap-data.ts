import { type BootstrapData, bootstrapDataSchema } from '@tonearm/client/contract';

/** The id of the script element the server fills with the visitor's bootstrap data. */
export const BOOTSTRAP_SCRIPT_ID = 'bootstrap-data';

/** Raised when the page carries bootstrap data that does not match the contract. */
export class BootstrapDataError extends Error {
  override readonly name = 'BootstrapDataError';
}

/**
 * Reads the bootstrap data the server inlined into `index.html`.
 * Returns `null` when the page has none (the Vite dev server serves `index.html` without it).
 */
export function readBootstrapData(doc: Document): BootstrapData | null {
  const script = doc.getElementById(BOOTSTRAP_SCRIPT_ID);
  if (!script?.textContent) return null;
  let json: unknown;
  try {
    json = JSON.parse(script.textContent);
  } catch {
    throw new BootstrapDataError('The bootstrap data in the page is not valid JSON.');
  }
  const parsed = bootstrapDataSchema.safeParse(json);
  if (!parsed.success) {
    throw new BootstrapDataError(
      `The bootstrap data in the page does not match the contract: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}
