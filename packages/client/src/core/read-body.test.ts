import { describe, expect, it } from 'vitest';
import { readBody } from './read-body';

describe('read body', () => {
  it('reads an empty or blank body as empty', () => {
    expect(readBody('', 'application/json')).toEqual({ kind: 'empty' });
    expect(readBody('  \n', null)).toEqual({ kind: 'empty' });
  });

  it('parses JSON whatever the content type says', () => {
    expect(readBody('{"id":1}', 'text/plain')).toEqual({ kind: 'json', value: { id: 1 } });
  });

  it('recognises an HTML page by its content type or its first character', () => {
    expect(readBody('Server Error', 'text/html; charset=UTF-8')).toEqual({ kind: 'html-page' });
    expect(readBody('\n<!DOCTYPE html><html></html>', null)).toEqual({ kind: 'html-page' });
  });

  it('recognises truncated JSON', () => {
    expect(readBody('{"id":1,"na', 'application/json')).toEqual({ kind: 'malformed-json' });
    expect(readBody('[{"id":1}', null)).toEqual({ kind: 'malformed-json' });
  });

  it('tells any other text apart', () => {
    expect(readBody('Bad Gateway', 'text/plain')).toEqual({ kind: 'not-json' });
  });
});
