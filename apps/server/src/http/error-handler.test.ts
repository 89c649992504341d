import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorPayloadSchema } from '@tonearm/client/contract';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppBindings } from '../app-context';
import { parseEnv } from '../config/env';
import { createErrorLog } from '../logging/error-log';
import { errorHandler, SERVER_ERROR_MESSAGE } from './error-handler';
import { ValidationError } from './errors';

let logDir: string;
const NOW = new Date('2031-05-06T07:08:09Z');

beforeEach(async () => {
  logDir = await mkdtemp(join(tmpdir(), 'tonearm-error-log-'));
});
afterEach(() => rm(logDir, { recursive: true, force: true }));

function appWith(debug: boolean) {
  const parsed = parseEnv({ APP_DEBUG: debug ? '1' : '0' });
  if (!parsed.ok) throw new Error('bad test env');
  const app = new Hono<AppBindings>();
  app.onError(
    errorHandler({ env: parsed.env, errorLog: createErrorLog(logDir), now: () => NOW }, process.cwd()),
  );
  app.get('/boom', () => {
    throw new RangeError('Volume out of range');
  });
  app.get('/invalid', () => {
    throw new ValidationError({ name: ['The name field is required.'] });
  });
  return app;
}

describe('the error handler', () => {
  it('answers a plain 500 without details when debug is off, and logs the error', async () => {
    const answer = await appWith(false).request('/boom');
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ message: SERVER_ERROR_MESSAGE });
    const log = await readFile(join(logDir, 'tonearm-2031-05-06.log'), 'utf8');
    expect(log).toContain('[2031-05-06 07:08:09] production.ERROR: Volume out of range {"method":"GET"');
    expect(log).toContain('RangeError: Volume out of range');
  });

  it('carries the debug trace payload in a 500 when APP_DEBUG is on', async () => {
    const answer = await appWith(true).request('/boom');
    expect(answer.status).toBe(500);
    const payload = errorPayloadSchema.parse(await answer.json());
    expect(payload).toMatchObject({
      exception: 'RangeError',
      message: 'Volume out of range',
      ignitionTrace: true,
    });
    expect(payload.trace.length).toBeGreaterThan(0);
  });

  it('answers 422 with the field errors of a validation failure, logging nothing', async () => {
    const answer = await appWith(true).request('/invalid');
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      message: 'The name field is required.',
      errors: { name: ['The name field is required.'] },
    });
    expect(await createErrorLog(logDir).latestFile()).toBeNull();
  });
});
