// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/Button';
import { eventually, INTERACTION_TYPES, interactionDriver } from '../test-support/interactions';
import { answerAsDesktopScreen } from '../test-support/media-queries';
import { ToastRegion } from './ToastRegion';
import { createToastApi } from './toast';
import { ToastQueue } from './use-toast-queue';

interface PlaylistPageProps {
  onUndo: () => void;
  navigate: (path: string) => void;
}

function PlaylistPage({ onUndo, navigate }: PlaylistPageProps) {
  // A queue of its own, so no toast outlives its test through the shared one.
  const [queue] = useState(() => new ToastQueue());
  const [api] = useState(() => createToastApi(queue));
  return (
    <RouterProvider navigate={navigate}>
      <Button
        onPress={() => api.positive('Removed from playlist', { action: { label: 'Undo', onPress: onUndo } })}
      >
        Remove
      </Button>
      <Button
        onPress={() => api.positive('Added to queue', { action: { label: 'View queue', href: '/queue' } })}
      >
        Add to queue
      </Button>
      <ToastRegion queue={queue} />
    </RouterProvider>
  );
}

const shownToast = () => document.querySelector('[data-slot="toast"]');

describe('Toast conformance', () => {
  beforeAll(answerAsDesktopScreen);

  it.each(INTERACTION_TYPES)(
    'under %s: announces a toast in a polite status region, runs its button or link action and closes it, and closes it by its close button, restoring focus',
    async (type) => {
      const driver = interactionDriver(type);
      const onUndo = vi.fn();
      const navigate = vi.fn();
      render(<PlaylistPage onUndo={onUndo} navigate={navigate} />);
      // The landmark and its live region are mounted before any toast, so the first message is announced.
      const region = screen.getByRole('region', { name: 'Notifications' });
      const status = within(region).getByRole('status');
      expect(status).toHaveAttribute('aria-live', 'polite');
      expect(status).toHaveAttribute('aria-atomic', 'true');
      expect(status).toBeEmptyDOMElement();

      // A button action runs its handler once, then the toast closes. A keyboard user reached it with Tab from the
      // last button of the page, and focus goes back there instead of being lost to the document.
      const remove = screen.getByRole('button', { name: 'Remove' });
      await driver.activate(remove);
      expect(status).toHaveTextContent('Removed from playlist');
      await driver.activate(within(region).getByRole('button', { name: 'Undo' }));
      expect(onUndo).toHaveBeenCalledOnce();
      await eventually(() => expect(shownToast()).toBeNull());
      expect(status).toBeEmptyDOMElement();
      const addToQueue = screen.getByRole('button', { name: 'Add to queue' });
      if (type === 'keyboard') await eventually(() => expect(addToQueue).toHaveFocus());

      // A link action navigates through the app's router, then the toast closes.
      await driver.activate(addToQueue);
      expect(status).toHaveTextContent('Added to queue');
      const link = within(region).getByRole('link', { name: 'View queue' });
      expect(link).toHaveAttribute('href', '/queue');
      await driver.activate(link);
      expect(navigate).toHaveBeenCalledWith('/queue', undefined);
      await eventually(() => expect(shownToast()).toBeNull());

      // The close button dismisses it without acting; the region stays for the next message.
      await driver.activate(remove);
      expect(status).toHaveTextContent('Removed from playlist');
      await driver.activate(within(region).getByRole('button', { name: 'Close' }));
      await eventually(() => expect(shownToast()).toBeNull());
      expect(onUndo).toHaveBeenCalledOnce();
      expect(screen.getByRole('region', { name: 'Notifications' })).toBe(region);
      if (type === 'keyboard') await eventually(() => expect(addToQueue).toHaveFocus());
    },
  );
});
