import { PlayerStore } from '@tonearm/player';
import { spyOn } from 'storybook/test';

/**
 * The real player store for stories (no audio engine is mounted), with its queue commands spied on so a story can
 * check what a page asked the player to do. `reset` starts each story with an empty queue.
 */
export function createStoryPlayer() {
  const spied = () => {
    const store = new PlayerStore();
    return {
      store,
      calls: {
        playQueue: spyOn(store, 'playQueue'),
        playNext: spyOn(store, 'playNext'),
        addToQueue: spyOn(store, 'addToQueue'),
        togglePlay: spyOn(store, 'togglePlay'),
      },
    };
  };
  const player = { ...spied(), reset: () => Object.assign(player, spied()) };
  return player;
}
