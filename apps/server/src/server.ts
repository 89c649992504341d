import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { AppServices } from './app-context';
import { DEFAULT_ADMIN_PASSWORD, type Env } from './config/env';
import { projectRoot, webDistFolder } from './config/paths';
import { openDatabase } from './db/connect';
import { migrate } from './db/migrate';
import { withMethodOverride } from './http/method-override';
import { jobQueueConnection } from './jobs/job-queue-connection';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { productJobs } from './jobs/product-jobs';
import { startLiveUpdates } from './live/live-updates';
import { createErrorLog } from './logging/error-log';
import { createMailer } from './mail/mailer';
import { createSecretBox } from './security/secret-box';
import { APP_KEY_SECRET, readSecret, seedDatabase } from './seed/seed-database';
import { seedDemoMusic } from './seed/seed-demo-catalogue';
import { mailerFollowingConfig } from './settings/configured-mailer';
import { loadServerConfig } from './settings/server-config';
import { followStoredServerConfig } from './settings/server-config-follower';
import { createPublicStorage } from './storage/public-storage';
import { createUploadStorage } from './uploads/create-upload-storage';
import { createServerObjects } from './uploads/server-objects';
import { openUploadLocks } from './uploads/upload-lock-connection';

/** How long a shutdown waits for requests in flight before cutting the remaining connections. */
export const DRAIN_TIMEOUT_MS = 10_000;

export interface RunningServer {
  /** `http://host:port` the server listens on. */
  url: string;
  port: number;
  services: AppServices;
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  /** Where start-up messages go. @default console.log */
  log?: (message: string) => void;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /** Requests to other sites. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Generate and add the demo music when the catalogue is empty (`pnpm start`; tests bring their own). @default false */
  demoMusic?: boolean;
}

/** Opens and migrates the database, seeds an empty one, and listens on `PORT`. */
export async function startServer(env: Env, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? console.log;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let jobs: JobRunner | undefined;
  let stopFollowingConfig: (() => Promise<void>) | undefined;
  try {
    const applied = await migrate(database.db);
    if (applied.length > 0) log(`Applied database migrations: ${applied.join(', ')}`);
    const seeded = await seedDatabase(database.db, {
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
    });
    if (seeded.createdAdmin) log(adminCreatedMessage(env, seeded.createdAdmin.email));
    if (seeded.createdDemoListener) log(demoListenerMessage(seeded.createdDemoListener));

    const now = options.now ?? (() => new Date());
    const appKey = await readSecret(database.db, APP_KEY_SECRET);
    const secretBox = createSecretBox(appKey);
    // The server panels' stored values fill in what the environment leaves unset, before any service reads it.
    await loadServerConfig(database.db, secretBox, env);
    const uploadStorage = await createUploadStorage({ env, db: database.db, appKey, now });
    const serverObjects = createServerObjects({ db: database.db, uploadStorage, dataDir: env.DATA_DIR });
    const storage = createPublicStorage(resolve(env.DATA_DIR, 'storage'), serverObjects);
    if (options.demoMusic) await seedDemoMusic(database.db, storage, env.DATA_DIR, log);
    const services: AppServices = {
      db: database.db,
      env,
      appKey,
      secretBox,
      webDist: webDistFolder(env.WEB_DIST),
      errorLog: createErrorLog(join(env.DATA_DIR, 'logs')),
      mailer: mailerFollowingConfig(env, (mailUrl, from) =>
        createMailer({ db: database.db, mailUrl, from, now, print: log }),
      ),
      storage,
      uploadStorage,
      serverObjects,
      uploadLocks: openUploadLocks(database.source),
      live: await startLiveUpdates({
        source: database.source,
        db: database.db,
        onError: (error) =>
          void services.errorLog.record(
            error,
            { method: 'LISTEN', url: 'live updates', userId: null },
            now(),
          ),
      }),
      now,
      fetch: options.fetch ?? globalThis.fetch,
      jobs: createJobRunner({
        connection: jobQueueConnection(database, env.DATABASE_URL),
        db: database.db,
        now,
        onError: (error) =>
          void services.errorLog.record(error, { method: 'JOB', url: 'job queue', userId: null }, now()),
      }),
    };
    jobs = services.jobs;
    // An admin's save on any instance reaches this one's mail, upload storage, billing and reCAPTCHA.
    stopFollowingConfig = await followStoredServerConfig({
      source: database.source,
      db: database.db,
      secretBox,
      env,
      onError: (error) =>
        void services.errorLog.record(
          error,
          { method: 'LISTEN', url: 'server settings', userId: null },
          now(),
        ),
    });
    for (const job of productJobs(services)) jobs.define(job);
    await jobs.start();
    const app = createApp(services, projectRoot());
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const listening = serve(
        { fetch: withMethodOverride(app.fetch), port: env.PORT, hostname: env.HOST },
        () => resolve(listening),
      );
      listening.once('error', reject);
    });
    const { port, address, family } = server.address() as AddressInfo;
    const host = env.HOST ?? (family === 'IPv6' && address === '::' ? 'localhost' : address);

    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        // Open streams would hold the drain for its whole timeout; their tabs reconnect to another instance.
        await services.live.close();
        await stopFollowingConfig?.();
        await drain(server);
        await services.jobs.stop(DRAIN_TIMEOUT_MS);
        await services.uploadLocks.close();
        await database.close();
      })();
      return closing;
    };
    return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, port, services, close };
  } catch (error) {
    await jobs?.stop(0).catch(() => undefined);
    await stopFollowingConfig?.().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

function adminCreatedMessage(env: Env, email: string): string {
  const password =
    env.ADMIN_PASSWORD !== DEFAULT_ADMIN_PASSWORD
      ? 'the password from ADMIN_PASSWORD'
      : `the password "${env.ADMIN_PASSWORD}" (set ADMIN_PASSWORD to choose another; change it after signing in)`;
  return `Created the admin account ${email} with ${password}.`;
}

function demoListenerMessage(listener: { email: string; password: string }): string {
  return `Created the demo listener account ${listener.email} with the password "${listener.password}" (delete it before going live).`;
}

type NodeServer = ReturnType<typeof serve> & {
  closeIdleConnections?: () => void;
  closeAllConnections?: () => void;
};

async function drain(server: NodeServer): Promise<void> {
  await new Promise<void>((resolve) => {
    // Keep-alive connections would hold the server open; close each one as soon as its last request is answered.
    const idle = setInterval(() => server.closeIdleConnections?.(), 100);
    const force = setTimeout(() => server.closeAllConnections?.(), DRAIN_TIMEOUT_MS);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections?.();
  });
}
