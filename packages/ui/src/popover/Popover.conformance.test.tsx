// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { DialogTrigger } from 'react-aria-components';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/Button';
import { Dialog, DialogTitle } from '../dialog/Dialog';
import { eventually, INTERACTION_TYPES, interactionDriver } from '../test-support/interactions';
import { answerAsDesktopScreen } from '../test-support/media-queries';
import { Popover } from './Popover';

function SharePopover({ onCopy }: { onCopy: () => void }) {
  return (
    <DialogTrigger>
      <Button>Share</Button>
      <Popover>
        <Dialog padding="md">
          <DialogTitle>Share this album</DialogTitle>
          <Button onPress={onCopy}>Copy link</Button>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

describe('Popover conformance', () => {
  beforeAll(answerAsDesktopScreen);

  it.each(INTERACTION_TYPES)(
    'under %s: opens a labelled dialog anchored to its trigger, takes focus, and closes by Escape or outside press, restoring focus',
    async (type) => {
      const driver = interactionDriver(type);
      const onCopy = vi.fn();
      render(<SharePopover onCopy={onCopy} />);
      const trigger = screen.getByRole('button', { name: 'Share' });
      expect(trigger).toHaveAttribute('aria-expanded', 'false');

      await driver.activate(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Share this album' });
      expect(dialog.closest('[data-slot="popover"]')).toHaveAttribute('data-layout', 'anchored');
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(trigger).toHaveAttribute('aria-controls', dialog.id);
      await eventually(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

      // Its content works with every input, and using it leaves the popover open.
      await driver.activate(within(dialog).getByRole('button', { name: 'Copy link' }));
      expect(onCopy).toHaveBeenCalledOnce();
      expect(screen.getByRole('dialog')).toBe(dialog);

      // Escape closes it and gives focus back to the trigger.
      await driver.user.keyboard('{Escape}');
      await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await eventually(() => expect(trigger).toHaveFocus());

      // A press outside (Escape from the keyboard) dismisses it, and focus goes back to the trigger.
      await driver.activate(trigger);
      await screen.findByRole('dialog');
      await driver.dismiss();
      await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      if (type === 'keyboard') await eventually(() => expect(trigger).toHaveFocus());
    },
  );
});
