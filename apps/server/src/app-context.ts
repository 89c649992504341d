import type { Env } from './config/env';
import type { Database } from './db/connect';
import type { JobRunner } from './jobs/job-runner';
import type { LiveUpdates } from './live/live-updates';
import type { ErrorLog } from './logging/error-log';
import type { Mailer } from './mail/mailer';
import type { AccessTokenRecord } from './security/access-token-store';
import type { SecretBox } from './security/secret-box';
import type { SessionRecord } from './security/session-store';
import type { PublicStorage } from './storage/public-storage';
import type { ServerObjects } from './uploads/server-objects';
import type { UploadLockConnection } from './uploads/upload-lock-connection';
import type { UploadStorage } from './uploads/upload-storage';

/** What every route needs, created once at start. */
export interface AppServices {
  db: Database;
  env: Env;
  /** Signs XSRF tokens; shared by every instance through the database. */
  appKey: string;
  /** Folder of the built web app. */
  webDist: string;
  /** Encrypts what the server must read back (two-factor secrets and recovery codes). */
  secretBox: SecretBox;
  errorLog: ErrorLog;
  mailer: Mailer;
  /** The public disk (avatars and other files anyone may read). */
  storage: PublicStorage;
  /**
   * Where uploaded files live: new ones on the local disks or in the S3-compatible bucket the settings choose at
   * the time, earlier ones where they were stored.
   */
  uploadStorage: UploadStorage;
  /** What the server stores itself in the upload storage (imported music, covers, avatars), recorded with where. */
  serverObjects: ServerObjects;
  /** The tus locks this instance holds, in the database so every instance sees them. */
  uploadLocks: UploadLockConnection;
  /** Live updates: this instance's listening connection and the tabs streaming from it. */
  live: LiveUpdates;
  /** The current time; tests pass a fixed clock. */
  now(): Date;
  /** Requests to other sites (reCAPTCHA, sign-in providers); tests pass one that records and answers. */
  fetch: typeof fetch;
  /** The background jobs, run once across instances, and the "Run now" of the schedule log. */
  jobs: JobRunner;
}

/** Who is making the request. */
export interface Visitor {
  /** The token in the session cookie; guests have one too, so their XSRF token has something to bind to. */
  sessionToken: string;
  /** The signed-in session, `null` for a guest or an API client. */
  session: SessionRecord | null;
  /** The personal access token of an API client (`Authorization: Bearer`); such requests carry no cookies. */
  accessToken: AccessTokenRecord | null;
  ip: string | null;
  userAgent: string | null;
  /** Set once a handler issued a fresh XSRF cookie (login, logout). */
  xsrfIssued: boolean;
  /**
   * When the request arrived, as `performance.now()`: the sessions and accounts this instance keeps are used for it
   * only once every change committed before then has been heard.
   */
  arrivedAt: number;
}

/** The signed-in user behind the request, through a session or an access token. */
export function visitorUserId(visitor: Visitor): number | null {
  return visitor.session?.user_id ?? visitor.accessToken?.user_id ?? null;
}

export interface AppBindings {
  Variables: {
    visitor: Visitor;
  };
}
