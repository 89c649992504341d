import type { DirectoryDropItem, DropItem, FileDropItem } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { filesFromDroppedItems } from './dropped-files';

function fileItem(file: File): FileDropItem {
  return {
    kind: 'file',
    type: file.type,
    name: file.name,
    getFile: async () => file,
    getText: async () => file.text(),
  };
}

function folderItem(name: string, entries: DropItem[]): DirectoryDropItem {
  return {
    kind: 'directory',
    name,
    async *getEntries() {
      for (const entry of entries) yield entry as FileDropItem | DirectoryDropItem;
    },
  };
}

const audio = (name: string) => new File(['ID3'], name, { type: 'audio/mpeg' });

describe('filesFromDroppedItems', () => {
  it('walks dropped folders and gives each file its path inside the dropped folder', async () => {
    const intro = audio('01 Intro.mp3');
    const outro = audio('02 Outro.mp3');
    const cover = new File(['<svg/>'], 'cover.svg', { type: 'image/svg+xml' });
    const single = audio('single.mp3');
    const { accepted, rejected } = await filesFromDroppedItems(
      [
        folderItem('Album', [fileItem(intro), folderItem('Bonus', [fileItem(outro)]), fileItem(cover)]),
        fileItem(single),
      ],
      ['audio/*'],
    );

    expect(accepted).toEqual([intro, outro, single]);
    expect(accepted.map((file) => file.webkitRelativePath ?? '')).toEqual([
      'Album/01 Intro.mp3',
      'Album/Bonus/02 Outro.mp3',
      '',
    ]);
    expect(rejected).toEqual([cover]);
    expect(cover.webkitRelativePath).toBe('Album/cover.svg');
  });

  it('skips dropped text', async () => {
    const text: DropItem = { kind: 'text', types: new Set(['text/plain']), getText: async () => 'hello' };
    expect(await filesFromDroppedItems([text])).toEqual({ accepted: [], rejected: [] });
  });
});
