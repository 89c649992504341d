import './thread-pool';
import { parseEnv } from './config/env';
import { startServer } from './server';

const result = parseEnv(process.env);
if (!result.ok) {
  console.error(
    `Tonearm cannot start: the environment has invalid values.\n${result.problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}

try {
  const server = await startServer(result.env, { demoMusic: result.env.DEMO_MUSIC });
  console.log(`Tonearm is listening on ${server.url}`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight and closing the database.`);
    await server.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
} catch (error) {
  console.error('Tonearm could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
