import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepFromCall, keepFromPage, lastBootstrap } from './last-bootstrap';

/** The one cache the module uses, in memory: `caches` is the browser's, absent from Node. */
function memoryCaches() {
  const entries = new Map<string, Response>();
  const cache = {
    put: async (key: string, answer: Response) => void entries.set(key, answer),
    match: async (key: string) => entries.get(key)?.clone(),
  };
  return { open: async () => cache };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('the last bootstrap data seen', () => {
  beforeEach(() => {
    Object.assign(globalThis, { caches: memoryCaches() });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'caches');
  });

  it('is read from a page the server rendered, with its escaped `<` intact', async () => {
    const data = '{"user":{"name":"\\u003c/script> Nora"}}';
    await keepFromPage(
      new Response(
        `<html><head><script id="bootstrap-data" type="application/json">${data}</script></head></html>`,
      ),
    );
    expect(await (await lastBootstrap())?.json()).toEqual({ user: { name: '</script> Nora' } });
  });

  it('is replaced by the answer of a sign-in or sign-out', async () => {
    await keepFromCall(json({ bootstrapData: { user: { name: 'Nora' } } }));
    await keepFromCall(json({ bootstrapData: { user: null } }));
    expect(await (await lastBootstrap())?.json()).toEqual({ user: null });
  });

  it('stays as it was after a call that answers none', async () => {
    await keepFromCall(json({ bootstrapData: { user: { name: 'Nora' } } }));
    await keepFromCall(json({ message: 'Invalid credentials.' }));
    await keepFromPage(new Response('<html><head></head></html>'));
    expect(await (await lastBootstrap())?.json()).toEqual({ user: { name: 'Nora' } });
  });
});
