import type { Plugin } from 'vite';

/**
 * What a chunk's lazy imports need not preload: the chunk's own static imports and the entry's, which the page has
 * loaded before the chunk runs. Vite lists every dependency in each lazy import's preload list, so without this
 * each chunk that imports lazily carries the names of the entry's dozens of files.
 */
export function loadedBeforeLazyImports(): { plugin: Plugin; loadedWith: (host: string) => Set<string> } {
  let staticImports = new Map<string, readonly string[]>();
  const closures = new Map<string, Set<string>>();
  const closureOf = (roots: readonly string[]) => {
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of staticImports.get(file) ?? []) visit(imported);
    };
    for (const root of roots) visit(root);
    return files;
  };
  let entries: string[] = [];
  return {
    plugin: {
      name: 'tonearm:loaded-before-lazy-imports',
      enforce: 'pre',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          staticImports = new Map();
          closures.clear();
          entries = [];
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk') continue;
            staticImports.set(chunk.fileName, chunk.imports);
            if (chunk.isEntry) entries.push(chunk.fileName);
          }
        },
      },
    },
    loadedWith(host) {
      let files = closures.get(host);
      if (!files) {
        files = closureOf([...entries, host]);
        closures.set(host, files);
      }
      return files;
    },
  };
}
