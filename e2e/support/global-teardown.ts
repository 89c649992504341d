import { rm } from 'node:fs/promises';
import { runDataDir } from './run-data-dir';

/**
 * Removes the run's data folder: its embedded database and demo catalogue take a few hundred megabytes, and every
 * run makes a new one. The tests are over; the server is stopped right after.
 */
export default async function globalTeardown(): Promise<void> {
  await rm(runDataDir, { recursive: true, force: true });
}
