// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { storyBootstrapData } from '../storybook/story-bootstrap-data';
import { BootstrapDataError, readBootstrapData } from './read-bootstrap-data';

function inlineBootstrap(text: string) {
  const script = document.createElement('script');
  script.id = 'bootstrap-data';
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.getElementById('bootstrap-data')?.remove();
});

describe('readBootstrapData', () => {
  it('returns null when the page carries no bootstrap data', () => {
    expect(readBootstrapData(document)).toBeNull();
  });

  it('parses the data the server inlined', () => {
    const data = storyBootstrapData({ signedIn: true });
    inlineBootstrap(JSON.stringify(data));
    expect(readBootstrapData(document)).toEqual(data);
  });

  it('refuses data that is not JSON', () => {
    inlineBootstrap('{"user": ');
    expect(() => readBootstrapData(document)).toThrow(BootstrapDataError);
  });

  it('refuses data that does not match the contract, naming the problem', () => {
    inlineBootstrap(JSON.stringify({ user: null, settings: {} }));
    expect(() => readBootstrapData(document)).toThrow(/does not match the contract/);
  });
});
