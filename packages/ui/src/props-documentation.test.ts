import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const sourceDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories|screenshot)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `Interface.prop` for every optional member of an exported `…Props` or `…Options` interface without `@default`. */
function undocumentedDefaults(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const missing: string[] = [];
  ts.forEachChild(source, (node) => {
    if (!ts.isInterfaceDeclaration(node) || !/(Props|Options)$/.test(node.name.text)) return;
    if (!node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return;
    for (const member of node.members) {
      const hasDefault = ts.getJSDocTags(member).some((tag) => tag.tagName.text === 'default');
      if (member.questionToken && !hasDefault)
        missing.push(`${node.name.text}.${member.name?.getText(source)}`);
    }
  });
  return missing.map((name) => `${relative(sourceDir, path)}: ${name}`);
}

describe('the kit’s public props', () => {
  it('document the default of every optional prop and option with @default', () => {
    expect(sourceFiles(sourceDir).flatMap(undocumentedDefaults)).toEqual([]);
  });
});
