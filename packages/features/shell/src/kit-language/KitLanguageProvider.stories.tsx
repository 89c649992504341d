import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, PasswordField, SearchField, toast } from '@tonearm/ui';
import { expect, userEvent, within } from 'storybook/test';
import { shellRoutes } from '../routes';
import { ShellStoryFrame } from '../storybook/ShellStoryFrame';
import { storyBootstrapData } from '../storybook/story-bootstrap-data';

const FRENCH_LINES = {
  Close: 'Fermer',
  Loading: 'Chargement',
  'Show?': 'Afficher ?',
  Notifications: 'Notifications',
};

/** Kit parts given no labels: their words come from the shell's translations and React Aria's own. */
function KitWordsPage() {
  return (
    <div className="flex max-w-sm flex-col gap-4 p-6">
      <Button isPending>Enregistrer</Button>
      <PasswordField label="Mot de passe" />
      <SearchField aria-label="Recherche" defaultValue="jazz" />
      <Button variant="outline" onPress={() => toast.positive('Enregistré')}>
        Afficher un message
      </Button>
    </div>
  );
}

const french = storyBootstrapData({ lines: FRENCH_LINES });

const meta = {
  title: 'Shell/Kit language',
  component: ShellStoryFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    data: { ...french, i18n: { ...french.i18n, language: 'fr', name: 'Français' } },
    routes: shellRoutes([{ index: true, element: <KitWordsPage /> }]),
  },
} satisfies Meta<typeof ShellStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FrenchVisitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Afficher ?' })).toBeInTheDocument();
    // React Aria's own word, in the language the shell gave it.
    await expect(canvas.getByRole('button', { name: 'Effacer la recherche' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher un message' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Fermer' }));
    await expect(canvas.queryByRole('button', { name: 'Fermer' })).toBeNull();
  },
};

export const EnglishVisitor: Story = {
  args: { data: storyBootstrapData() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Show?' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  },
};
