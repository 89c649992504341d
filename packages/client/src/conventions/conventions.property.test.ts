import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../core/create-http-client';
import type { HttpMethod, QueryValue } from '../core/types';
import { conventionContext, requestDraft } from '../testing/request-draft';
import { API_PREFIX, UNPREFIXED_SECTIONS, withApiPrefix } from './api-prefix';
import { overrideMethod } from './method-override';
import { addWorkspaceId } from './workspace-id';

const BASE_URL = 'https://music.example.com';
const client = (workspaceId: number | null = null) =>
  createHttpClient({ baseUrl: BASE_URL, readCookie: () => undefined, workspaceId });

const methods = fc.constantFrom<HttpMethod>('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD');
const segment = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,11}$/);
const relativePath = fc
  .tuple(fc.stringMatching(/^\/{0,2}$/), fc.array(segment, { minLength: 1, maxLength: 4 }))
  .map(([slashes, segments]) => `${slashes === '//' ? '/' : slashes}${segments.join('/')}`);
const relationName = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.]{0,15}$/);
const paramName = fc
  .stringMatching(/^[a-z][A-Za-z0-9_]{0,11}$/)
  .filter((name) => name !== 'with' && name !== 'load' && name !== 'loadCount');
const scalar = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);

describe('URL conventions, for any input', () => {
  it('prefixing twice is the same as prefixing once', () => {
    fc.assert(
      fc.property(fc.oneof(relativePath, fc.string({ unit: 'grapheme' }), fc.webUrl()), (path) => {
        expect(withApiPrefix(withApiPrefix(path))).toBe(withApiPrefix(path));
      }),
    );
  });

  it('absolute URLs never change', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(withApiPrefix(url)).toBe(url);
        expect(client().url(url)).toBe(new URL(url).href);
      }),
    );
  });

  it('a relative path ends up under api/v1/ or in an unprefixed section, never root-relative', () => {
    fc.assert(
      fc.property(relativePath, (path) => {
        const prefixed = withApiPrefix(path);
        const firstSegment = prefixed.split('/')[0] ?? '';
        expect(prefixed.startsWith(API_PREFIX) || UNPREFIXED_SECTIONS.includes(firstSegment)).toBe(true);
        expect(prefixed.startsWith('/')).toBe(false);
        expect(prefixed.endsWith(path.replace(/^\/+/, ''))).toBe(true);
      }),
    );
  });
});

describe('parameter conventions, for any input', () => {
  it('any array of with, load or loadCount values round-trips through the query string', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('with', 'load', 'loadCount'),
        fc.array(
          fc.oneof(
            relationName,
            fc.string({ unit: 'grapheme', minLength: 1 }).filter((value) => !value.includes(',')),
          ),
          {
            minLength: 1,
          },
        ),
        (name, values) => {
          const url = new URL(client().url('tracks', { [name]: values }));
          expect(url.searchParams.get(name)?.split(',')).toEqual(values);
        },
      ),
    );
  });

  it('other arrays round-trip as repeated bracketed keys', () => {
    fc.assert(
      fc.property(
        paramName,
        fc.array(fc.oneof(fc.string({ unit: 'grapheme' }), fc.integer())),
        (name, values) => {
          const url = new URL(client().url('tracks', { [name]: values }));
          expect(url.searchParams.getAll(`${name}[]`)).toEqual(values.map(String));
        },
      ),
    );
  });

  it('scalar values round-trip, and null or undefined ones are never sent', () => {
    fc.assert(
      fc.property(fc.dictionary(paramName, scalar), (params: Record<string, QueryValue>) => {
        const query = new URL(client().url('tracks', params)).searchParams;
        for (const [name, value] of Object.entries(params)) {
          if (value === null || value === undefined) expect(query.has(name)).toBe(false);
          else expect(query.getAll(name)).toEqual([String(value)]);
        }
      }),
    );
  });

  it('the override always sends POST and carries the original method, for PUT, PATCH and DELETE only', () => {
    fc.assert(
      fc.property(methods, fc.dictionary(paramName, fc.string()), (method, params) => {
        const draft = overrideMethod(requestDraft(method, 'tracks/1', { params }), conventionContext());
        expect(draft.method).toBe(method);
        if (method === 'PUT' || method === 'PATCH' || method === 'DELETE') {
          expect(draft.transportMethod).toBe('POST');
          expect(draft.headers.get('X-HTTP-Method-Override')).toBe(method);
          expect(draft.params._method).toBe(method);
        } else {
          expect(draft.transportMethod).toBe(method);
          expect(draft.headers.has('X-HTTP-Method-Override')).toBe(false);
        }
      }),
    );
  });

  it('the workspace id is added to GET, POST and PUT only, and never replaces an explicit one', () => {
    fc.assert(
      fc.property(methods, fc.nat(), fc.option(fc.nat(), { nil: undefined }), (method, current, explicit) => {
        const draft = requestDraft(method, 'tracks', { params: { workspaceId: explicit } });
        const { params } = addWorkspaceId(draft, conventionContext({ workspaceId: current }));
        const scoped = method === 'GET' || method === 'POST' || method === 'PUT';
        expect(params.workspaceId).toBe(explicit ?? (scoped ? current : undefined));
      }),
    );
  });
});
