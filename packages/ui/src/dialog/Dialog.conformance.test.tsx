// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { DialogTrigger } from 'react-aria-components';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/Button';
import { eventually, INTERACTION_TYPES, interactionDriver } from '../test-support/interactions';
import { answerAsDesktopScreen } from '../test-support/media-queries';
import { Dialog, DialogCloseButton, DialogFooter, DialogTitle } from './Dialog';
import { Modal } from './Modal';

function DeletePlaylistDialog({ onDelete }: { onDelete: () => void }) {
  return (
    <DialogTrigger>
      <Button>Delete playlist</Button>
      <Modal>
        <Dialog>
          {({ close }) => (
            <>
              <DialogTitle>Delete this playlist?</DialogTitle>
              <DialogCloseButton />
              <p>Its 42 tracks stay in your library.</p>
              <DialogFooter>
                <Button variant="outline" slot="close">
                  Cancel
                </Button>
                <Button
                  variant="danger"
                  onPress={() => {
                    onDelete();
                    close();
                  }}
                >
                  Delete
                </Button>
              </DialogFooter>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

describe('Dialog conformance', () => {
  beforeAll(answerAsDesktopScreen);

  it.each(INTERACTION_TYPES)(
    'under %s: opens a labelled modal that takes and traps focus, hides the page, ignores outside presses, and closes by Escape or its buttons, restoring focus',
    async (type) => {
      const driver = interactionDriver(type);
      const onDelete = vi.fn();
      render(<DeletePlaylistDialog onDelete={onDelete} />);
      const trigger = screen.getByRole('button', { name: 'Delete playlist' });
      expect(trigger).toHaveAttribute('aria-expanded', 'false');

      await driver.activate(trigger);
      let dialog = await screen.findByRole('dialog', { name: 'Delete this playlist?' });
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(trigger).toHaveAttribute('aria-controls', dialog.id);
      await eventually(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      // The rest of the page is hidden from assistive technology while the modal is open.
      expect(screen.queryByRole('button', { name: 'Delete playlist' })).toBeNull();

      // Tab and Shift+Tab cycle through the dialog's controls and never leave it.
      for (const key of ['{Tab}', '{Tab}', '{Tab}', '{Tab}', '{Shift>}{Tab}{/Shift}']) {
        await driver.user.keyboard(key);
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }

      // A modal is not dismissed by a press outside it, which cannot take focus out of it either: it asks for a
      // decision.
      if (type !== 'keyboard') {
        await driver.dismiss();
        expect(screen.getByRole('dialog')).toBe(dialog);
        await eventually(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      }

      // Escape closes it and gives focus back to the trigger.
      await driver.user.keyboard('{Escape}');
      await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await eventually(() => expect(trigger).toHaveFocus());

      // The close button and Cancel close it without acting; Delete acts, then closes.
      for (const name of ['Close', 'Cancel', 'Delete']) {
        await driver.activate(trigger);
        dialog = await screen.findByRole('dialog');
        await eventually(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
        await driver.activate(within(dialog).getByRole('button', { name }));
        await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
        await eventually(() => expect(trigger).toHaveFocus());
        expect(onDelete).toHaveBeenCalledTimes(name === 'Delete' ? 1 : 0);
      }
    },
  );
});
