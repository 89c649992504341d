import type * as z from 'zod/mini';
import { HttpClientError } from './http-client-error';

/** What was wrong with the body. */
export type ResponseFormatProblem = 'html-page' | 'malformed-json' | 'not-json' | 'schema-mismatch';

export interface ResponseFormatErrorOptions {
  callName: string;
  problem: ResponseFormatProblem;
  /** A still-readable copy of the response. */
  response: Response;
  /** The body as received. */
  bodyText: string;
  /** The schema's complaints, for `schema-mismatch`. */
  issues?: readonly z.core.$ZodIssue[];
}

const ISSUES_IN_MESSAGE = 3;

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const described = issues
    .slice(0, ISSUES_IN_MESSAGE)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(body)'}: ${issue.message}`);
  const more = issues.length - ISSUES_IN_MESSAGE;
  return described.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}

function describe(problem: ResponseFormatProblem, issues: readonly z.core.$ZodIssue[]): string {
  switch (problem) {
    case 'html-page':
      return 'an HTML page';
    case 'malformed-json':
      return 'truncated or malformed JSON';
    case 'not-json':
      return 'a body that is not JSON';
    case 'schema-mismatch':
      return `a body that does not match its schema: ${describeIssues(issues)}`;
  }
}

/**
 * The body is not what the call expects: an HTML error page, truncated JSON, or JSON of the wrong shape. The
 * message names the call, e.g. `GET users/{id} answered with an HTML page (status 500)`.
 */
export class ResponseFormatError extends HttpClientError {
  override readonly name: string = 'ResponseFormatError';
  declare readonly status: number;
  readonly problem: ResponseFormatProblem;
  /** A copy of the response whose body can still be read. */
  readonly response: Response;
  /** The body as received. */
  readonly bodyText: string;
  /** The schema's complaints (empty unless `problem` is `schema-mismatch`). */
  readonly issues: readonly z.core.$ZodIssue[];

  constructor({ callName, problem, response, bodyText, issues = [] }: ResponseFormatErrorOptions) {
    const message = `${callName} answered with ${describe(problem, issues)} (status ${response.status})`;
    super(message, { callName, status: response.status });
    this.problem = problem;
    this.response = response;
    this.bodyText = bodyText;
    this.issues = issues;
  }
}
