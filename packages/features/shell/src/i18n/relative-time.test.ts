import { describe, expect, it } from 'vitest';
import { relativeTimeIn } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const german: Record<string, string> = { 'a few seconds ago': 'vor ein paar Sekunden' };
const trans = (line: string) => german[line] ?? line;

describe('relativeTimeIn', () => {
  it('says a moment under a minute ago with the translated line', () => {
    expect(relativeTimeIn('2026-03-10T11:59:30Z', 'de', trans, now)).toBe('vor ein paar Sekunden');
  });

  it('words longer spans in the language itself', () => {
    expect(relativeTimeIn('2026-03-10T10:00:00Z', 'de', trans, now)).toBe('vor 2 Stunden');
    expect(relativeTimeIn('2026-03-10T10:00:00Z', 'en', trans, now)).toBe('2 hours ago');
  });
});
