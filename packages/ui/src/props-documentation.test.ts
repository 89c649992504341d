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

/** The exported `…Props` and `…Options` interfaces of a file, with the JSDoc of each member. */
function documentedMembers(path: string) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const members: { name: string; isOptional: boolean; hasComment: boolean; defaults: string[] }[] = [];
  ts.forEachChild(source, (node) => {
    if (!ts.isInterfaceDeclaration(node) || !/(Props|Options)$/.test(node.name.text)) return;
    if (!node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return;
    for (const member of node.members) {
      const docs = ts.getJSDocCommentsAndTags(member).filter(ts.isJSDoc);
      members.push({
        name: `${relative(sourceDir, path)}: ${node.name.text}.${member.name?.getText(source)}`,
        isOptional: member.questionToken !== undefined,
        hasComment: docs.some((doc) => typeof doc.comment === 'string' && doc.comment.trim() !== ''),
        defaults: ts
          .getJSDocTags(member)
          .filter((tag) => tag.tagName.text === 'default')
          .map((tag) => ts.getTextOfJSDocComment(tag.comment) ?? ''),
      });
    }
  });
  return members;
}

const members = sourceFiles(sourceDir).flatMap(documentedMembers);

describe('the kit’s public props', () => {
  it('describe every optional prop and option', () => {
    expect(
      members.filter((member) => member.isOptional && !member.hasComment).map((member) => member.name),
    ).toEqual([]);
  });

  it('give a default only where there is one: never `@default undefined`', () => {
    const unset = members.filter((member) =>
      member.defaults.some((value) => /^undefined\b/.test(value.trim())),
    );
    expect(unset.map((member) => member.name)).toEqual([]);
  });

  it('cite no document an outside reader cannot open', () => {
    const citing = sourceFiles(sourceDir).filter((path) =>
      /§|\bDoc \d{3}\b|\bspec\b/.test(readFileSync(path, 'utf8')),
    );
    expect(citing.map((path) => relative(sourceDir, path))).toEqual([]);
  });
});
