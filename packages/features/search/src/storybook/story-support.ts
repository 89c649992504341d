import { PlayerStore } from '@tonearm/player';
import { toast } from '@tonearm/ui';
import { spyOn, within } from 'storybook/test';

/** Queries the whole page: popovers and modals are portalled out of the story's canvas. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The path the story's router is on. */
export const locationOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('location').textContent;

/** Before each story: no toast left from the last one. */
export function resetStoryPage() {
  toast.dismiss();
}

/**
 * The real player store (no audio engine is mounted), its queue commands spied on so a story can check what a
 * page asked the player to do; `reset` starts each story with an empty queue.
 */
export function createStoryPlayer() {
  const spied = () => {
    const store = new PlayerStore();
    return { store, calls: { playQueue: spyOn(store, 'playQueue'), togglePlay: spyOn(store, 'togglePlay') } };
  };
  const player = { ...spied(), reset: () => Object.assign(player, spied()) };
  return player;
}

/** Story settings that render a story at a given width; the stories test runner resizes the browser to it. */
function viewport(name: string, width: number, height: number, type: 'mobile' | 'desktop') {
  return {
    parameters: {
      viewport: {
        options: { [name]: { name, styles: { width: `${width}px`, height: `${height}px` }, type } },
      },
    },
    globals: { viewport: { value: name, isRotated: false } },
  } as const;
}

/** 375 px wide: the navbar's search becomes a button opening a full-screen search. */
export const mobileViewport = viewport('mobile375', 375, 667, 'mobile');

/** 768 px wide, the widest a phone layout is: the search is a button, as at 375 px. */
export const breakpointViewport = viewport('breakpoint768', 768, 1024, 'mobile');

/** 1024 px wide: the navbar's search is a field with a dropdown. */
export const desktopViewport = viewport('desktop1024', 1024, 700, 'desktop');
