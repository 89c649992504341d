import { describe, expect, it } from 'vitest';
import { isSourceLine } from '../admin/localizations/source-lines';
import { PERMISSION_CATALOGUE } from './permission-catalogue';

describe('the permission catalogue', () => {
  it('offers every permission’s title and description, and every restriction’s, to translators', () => {
    const lines = PERMISSION_CATALOGUE.flatMap((permission) => [
      permission.display_name,
      permission.description,
      ...permission.restrictions.map((restriction) => restriction.description),
    ]);
    expect(lines.length).toBeGreaterThanOrEqual(60);
    expect(lines.filter((line) => !isSourceLine(line))).toEqual([]);
  });
});
