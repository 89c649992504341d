import { parse } from '@formatjs/icu-messageformat-parser';
import { messageParserFrom } from './packages/client/src/contract/message-form';
import { registerMessageParser } from './packages/features/shell/src/i18n/message-parser';

// Tests have no server to parse ICU lines into the bootstrap data: the shell parses the ones it meets.
registerMessageParser(messageParserFrom(parse));

// Component tests opt into jsdom per file; the matchers and cleanup only apply there.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const { afterEach } = await import('vitest');
  await import('@testing-library/jest-dom/vitest');
  afterEach(() => cleanup());
}
