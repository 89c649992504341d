import { readFileSync } from 'node:fs';
import type { Translate } from '@tonearm/shell';
import { describe, expect, it } from 'vitest';
import { artistTabLabels } from './artist-tabs-field';
import { settingsPanels } from './settings-fields';

// The catalogue the translate screen lists: a line missing from it is never offered to translators.
const catalogue = new Set<string>(
  JSON.parse(
    readFileSync(
      new URL('../../../../../apps/server/src/admin/localizations/source-lines.json', import.meta.url),
      'utf8',
    ),
  ),
);

/** A translator that keeps every line it is asked for, and answers in a language no English line is written in. */
function recordingTrans(): { trans: Translate; lines: string[] } {
  const lines: string[] = [];
  const trans: Translate = (line) => {
    lines.push(line);
    return `«${line}»`;
  };
  return { lines, trans };
}

describe('the settings panels’ lines', () => {
  it('offers every title, description, label, option and section heading to translators', () => {
    const { trans, lines } = recordingTrans();
    settingsPanels(trans);
    artistTabLabels(trans);
    expect(lines.length).toBeGreaterThan(100);
    expect(lines.filter((line) => !catalogue.has(line))).toEqual([]);
  });

  it('shows every line of a panel as its translator wrote it', () => {
    const { trans } = recordingTrans();
    const { authentication, uploading } = settingsPanels(trans);
    const drive = uploading.fields.find((field) => field.key === 'server.uploads_driver');
    expect(uploading.title).toBe('«Uploading»');
    expect(drive?.options?.map((option) => option.label)).toEqual(['«Local disk»', '«S3-compatible bucket»']);
    const google = authentication.fields.find((field) => field.key === 'server.google_client_id');
    expect(google?.label).toBe('«:name client ID»');
  });
});
