// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { defaultResumeStorage } from './default-ports';
import { webResumeStorage } from './web-resume-storage';

describe('web resume storage', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('keeps resume data in localStorage and lists its keys', () => {
    const storage = webResumeStorage();
    storage.setItem('tonearm.uploads:user-1:tus:abc', '{"expiresAt":1}');
    expect(localStorage.getItem('tonearm.uploads:user-1:tus:abc')).toBe('{"expiresAt":1}');
    expect(storage.getItem('tonearm.uploads:user-1:tus:abc')).toBe('{"expiresAt":1}');
    localStorage.setItem('theme', 'dark');
    expect(storage.keys().sort()).toEqual(['theme', 'tonearm.uploads:user-1:tus:abc']);
    storage.removeItem('tonearm.uploads:user-1:tus:abc');
    expect(storage.keys()).toEqual(['theme']);
  });

  it('is the default in a browser', () => {
    defaultResumeStorage().setItem('tonearm.uploads:guest:tus:abc', 'x');
    expect(localStorage.getItem('tonearm.uploads:guest:tus:abc')).toBe('x');
  });
});
