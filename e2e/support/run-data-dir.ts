import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The data folder of the run's server, new for every run (the runner's process id) so the demo seed and first-start
 * paths are exercised too; removed when the run ends (`global-teardown.ts`).
 */
export const runDataDir = join(tmpdir(), `tonearm-e2e-${process.pid}`);
