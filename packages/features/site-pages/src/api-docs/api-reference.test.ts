import type { OpenApiDocument } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { apiEntries, apiSections, exampleFor, requestPath } from './api-reference';

const ok = { '200': { description: 'Success.' } };
const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Tonearm API', version: '1' },
  paths: {
    '/auth/login': { post: { summary: 'Sign in', tags: ['Authentication'], responses: ok } },
    '/api/v1/users/{id}': {
      get: { summary: 'A user', tags: ['Account'], responses: ok },
      delete: { summary: 'Delete the account', tags: ['Account'], responses: ok },
    },
    '/api/v1/health': { get: { summary: 'Whether the server is up', responses: ok } },
  },
};

describe('apiSections', () => {
  it('groups the operations by their first tag in document order', () => {
    const sections = apiSections(apiEntries(document));
    expect(sections.map((section) => [section.tag, section.entries.map((entry) => entry.id)])).toEqual([
      ['Authentication', ['post /auth/login']],
      ['Account', ['get /api/v1/users/{id}', 'delete /api/v1/users/{id}']],
      ['Other', ['get /api/v1/health']],
    ]);
  });

  it('keeps the operations matching every word of the filter, in method, path, summary or tag', () => {
    const ids = (query: string) =>
      apiSections(apiEntries(document), query).flatMap((section) => section.entries.map((entry) => entry.id));
    expect(ids('delete account')).toEqual(['delete /api/v1/users/{id}']);
    expect(ids('USERS')).toEqual(['get /api/v1/users/{id}', 'delete /api/v1/users/{id}']);
    expect(ids('nothing like this')).toEqual([]);
  });
});

describe('exampleFor', () => {
  it('fills the required fields of an object with plain values', () => {
    const schema = {
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email' },
        password: { type: 'string' },
        remember: { type: 'boolean' },
        token_name: { type: 'string' },
      },
      required: ['email', 'password', 'remember'],
    };
    expect(exampleFor(schema)).toEqual({ email: 'listener@example.com', password: '', remember: false });
  });

  it('takes the first concrete choice of a union, the first of an enum and nested objects', () => {
    expect(exampleFor({ anyOf: [{ type: 'null' }, { type: 'integer', minimum: 1 }] })).toBe(1);
    expect(exampleFor({ type: 'string', enum: ['public', 'uploads'] })).toBe('public');
    expect(
      exampleFor({ type: 'object', properties: { ids: { type: 'array', items: { type: 'string' } } } }),
    ).toEqual({ ids: [] });
  });
});

describe('requestPath', () => {
  it('fills path parameters as single encoded segments and appends the filled query', () => {
    expect(requestPath('/api/v1/users/{id}', { id: 'me' }, { page: '2', perPage: '' })).toBe(
      '/api/v1/users/me?page=2',
    );
    expect(requestPath('/api/v1/custom-pages/{idOrSlug}', { idOrSlug: '../users/me' })).toBe(
      '/api/v1/custom-pages/..%2Fusers%2Fme',
    );
  });
});
