import { describe, expect, it } from 'vitest';
import { precachedFiles } from './service-worker';

const chunk = (fileName: string, parts: Partial<Parameters<typeof precachedFiles>[0][number]> = {}) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  ...parts,
});

describe('precachedFiles', () => {
  it("keeps the entry, what it imports, its lazy chunks and their styles, but not the left-out modules' chunks", () => {
    const files = precachedFiles(
      [
        chunk('assets/app.js', {
          isEntry: true,
          imports: ['assets/runtime.js'],
          dynamicImports: ['assets/player.js', 'assets/admin.js'],
          viteMetadata: { importedCss: new Set(['assets/app.css']) },
        }),
        chunk('assets/runtime.js'),
        chunk('assets/player.js', { facadeModuleId: '/repo/packages/features/player/src/Player.tsx' }),
        chunk('assets/admin.js', {
          facadeModuleId: '/repo/apps/web/src/app/admin-area.tsx',
          imports: ['assets/admin-only.js'],
        }),
        chunk('assets/admin-only.js'),
      ],
      /admin-area\.tsx$/,
    );
    expect(files).toEqual(['assets/app.css', 'assets/app.js', 'assets/player.js', 'assets/runtime.js']);
  });
});
