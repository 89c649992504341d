import { describe, expect, it } from 'vitest';
import { intervalName } from './interval-name';

describe('intervalName', () => {
  it('names each billing interval through the translator', () => {
    const german: Record<string, string> = { day: 'Tag', month: 'Monat', year: 'Jahr' };
    const trans = (line: string) => german[line] ?? line;
    expect([intervalName('day', trans), intervalName('month', trans), intervalName('year', trans)]).toEqual([
      'Tag',
      'Monat',
      'Jahr',
    ]);
  });
});
