import { describe, expect, it } from 'vitest';
import { parseCookies } from './parse-cookies';
import { serializeCookie } from './serialize-cookie';

describe('parseCookies', () => {
  it('reads every name and value', () => {
    expect(parseCookies('be-active-theme=2; activeWorkspaceId=0')).toEqual({
      'be-active-theme': '2',
      activeWorkspaceId: '0',
    });
  });

  it('percent-decodes values, such as the XSRF token', () => {
    expect(parseCookies('XSRF-TOKEN=abc%3D%3D')['XSRF-TOKEN']).toBe('abc==');
  });

  it('keeps a value with a malformed escape as written', () => {
    expect(parseCookies('bad=%E0%A4%A').bad).toBe('%E0%A4%A');
  });

  it('keeps = inside values and strips surrounding quotes', () => {
    expect(parseCookies('a=b=c; q="quoted"')).toEqual({ a: 'b=c', q: 'quoted' });
  });

  it('keeps the first value when a name repeats', () => {
    expect(parseCookies('theme=1; theme=2').theme).toBe('1');
  });

  it('ignores empty input and pairs without a name or =', () => {
    expect(parseCookies('')).toEqual({});
    expect(parseCookies('flag; =orphan; ok=1')).toEqual({ ok: '1' });
  });

  it('does not treat names like __proto__ as special', () => {
    const cookies = parseCookies('__proto__=x; constructor=y');
    expect(Object.entries(cookies)).toEqual([
      ['__proto__', 'x'],
      ['constructor', 'y'],
    ]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('reads back what serialising wrote', () => {
    const pair = serializeCookie('name', 'Zoë & co; ok').split('; ')[0] ?? '';
    expect(parseCookies(pair).name).toBe('Zoë & co; ok');
  });
});
