import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { PasswordField } from '../text-field';
import { ToastRegion } from '../toast/ToastRegion';
import { createToastApi } from '../toast/toast';
import { ToastQueue } from '../toast/use-toast-queue';
import { DEFAULT_KIT_STRINGS, type KitStrings, KitStringsProvider } from './kit-strings';

const FRENCH: KitStrings = {
  close: 'Fermer',
  loading: 'Chargement',
  showPassword: 'Afficher ?',
  cancel: 'Annuler',
  noMatches: 'Aucun élément ne correspond à votre recherche',
  search: 'Rechercher',
  searchPlaceholder: 'Rechercher…',
  noItems: 'Aucun élément',
  breadcrumbs: 'Fil d’Ariane',
};

/** A toast, a pending button and a password field: the kit's words with no label passed to any of them. */
function KitWordsDemo({ strings }: { strings?: KitStrings }) {
  const [queue] = useState(() => {
    const created = new ToastQueue();
    created.show('Playlist saved', { duration: Number.POSITIVE_INFINITY });
    return created;
  });
  const [toast] = useState(() => createToastApi(queue));
  const demo = (
    <div className="flex max-w-sm flex-col gap-4">
      <Button isPending onPress={() => toast.positive('Saved')}>
        Save
      </Button>
      <PasswordField label="Password" />
      <ToastRegion queue={queue} />
    </div>
  );
  return strings ? <KitStringsProvider strings={strings}>{demo}</KitStringsProvider> : demo;
}

const meta = {
  title: 'Providers/Kit strings',
  component: KitWordsDemo,
} satisfies Meta<typeof KitWordsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishByDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: DEFAULT_KIT_STRINGS.close })).toBeVisible();
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Show?' })).toBeInTheDocument();
  },
};

export const FrenchFromTheProvider: Story = {
  args: { strings: FRENCH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const close = await canvas.findByRole('button', { name: 'Fermer' });
    await expect(await canvas.findByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Afficher ?' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(close);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="toast"]')).toBeNull());
  },
};
