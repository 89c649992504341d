import type { Decorator } from '@storybook/react-vite';
import { BootstrapDataProvider, BootstrapStore } from '@tonearm/shell';
import { playerStoryData } from './story-data';

/** Renders a part of the player inside the bootstrap data it reads its translations from. */
export const withPlayerBootstrap: Decorator = (Story) => (
  <BootstrapDataProvider store={new BootstrapStore(playerStoryData())}>
    <Story />
  </BootstrapDataProvider>
);
