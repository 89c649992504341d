// The parts of @20minutes/s3rver (a CommonJS package without types) the S3 test server uses.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  }

  /** A Koa context as the middleware below sees it. */
  export interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | undefined>;
    headers: Record<string, string | undefined>;
    params: Record<string, string | undefined>;
    state: Record<string, unknown>;
    status: number;
    body: unknown;
    type: string;
    set(name: string, value: string): void;
  }
  export type S3rverMiddleware = (context: S3rverContext, next: () => Promise<void>) => Promise<void>;

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware list; composed when the server starts. */
    middleware: S3rverMiddleware[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

declare module '@20minutes/s3rver/lib/middleware/authentication.js' {
  import type { S3rverMiddleware } from '@20minutes/s3rver';

  const authentication: () => S3rverMiddleware;
  export default authentication;
}
