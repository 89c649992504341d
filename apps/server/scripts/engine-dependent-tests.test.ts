import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { engineDependentTests } from './engine-dependent-tests.mjs';

const sourceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const selected = engineDependentTests(sourceRoot);

describe('the test files run again on PostgreSQL', () => {
  it('include every suite that starts a test server or a job database, directly or through a helper', () => {
    expect(selected).toContain(join(sourceRoot, 'accounts/auth.test.ts'));
    expect(selected).toContain(join(sourceRoot, 'uploads/tus-request-order.test.ts'));
    expect(selected).toContain(join(sourceRoot, 'uploads/faults/server-kills.test.ts'));
  });

  it('leave out suites that never open PostgreSQL, such as pure rules and the PGlite crash test', () => {
    expect(selected).not.toContain(join(sourceRoot, 'security/xsrf.test.ts'));
    expect(selected).not.toContain(join(sourceRoot, 'crash.test.ts'));
    expect(selected.every((file) => file.endsWith('.test.ts'))).toBe(true);
  });
});
