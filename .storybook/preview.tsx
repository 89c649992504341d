import { parse } from '@formatjs/icu-messageformat-parser';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { messageParserFrom } from '../packages/client/src/contract/message-form';
import { registerMessageParser } from '../packages/features/shell/src/i18n/message-parser';
import { menuIconsDrawn } from '../packages/features/shell/src/site-menus/storybook/menu-icon-drawings';
import { MOCK_WORKER_URL } from './mock-worker-url';
import './storybook.css';
import { themeGlobalType, withTheme } from './theme-decorator';

const API_PATH = /^\/(api|auth|secure)\//;

// `findBy…` and `waitFor` give up after 1 s by default: too tight for a lazily loaded screen while the story
// runner renders several stories in parallel on two cores. A passing story is no slower for it.
configure({ asyncUtilTimeout: 5000 });

// Stories have no server to parse ICU lines into the bootstrap data: the shell parses the ones it meets.
registerMessageParser(messageParserFrom(parse));

const preview: Preview = {
  globalTypes: { theme: themeGlobalType },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  // Stories talk to the network only through MSW handlers; an API request no story handles is an error.
  loaders: [
    mswLoader(async () => {
      // Handlers given here stay through each story's reset; a story's own handlers come before them.
      const worker = setupWorker(menuIconsDrawn);
      await worker.start({
        serviceWorker: { url: MOCK_WORKER_URL },
        quiet: true,
        onUnhandledRequest(request, print) {
          if (API_PATH.test(new URL(request.url).pathname)) print.error();
        },
      });
      return worker;
    }),
  ],
  parameters: {
    layout: 'centered',
    // Every axe violation fails the story's test; a story may opt out only with a written reason.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
