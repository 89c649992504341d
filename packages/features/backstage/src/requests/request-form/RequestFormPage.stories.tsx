import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fitsWidth, mobileViewport, page, resetStoryPage } from '../../storybook/story-support';
import { RequestsStoryFrame } from '../storybook/RequestsStoryFrame';
import { requestsStoryData, storyOwnArtist } from '../storybook/story-data';
import { createRequestStoryServer } from '../storybook/story-server';

const server = createRequestStoryServer();

const meta = {
  title: 'Backstage/Requests/Form',
  component: RequestsStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server.handlers } },
  args: { data: requestsStoryData(), initialPath: '/backstage/requests/become-artist' },
  beforeEach: () => {
    resetStoryPage();
    server.reset();
  },
} satisfies Meta<typeof RequestsStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 1x1 PNG, as a picked identity document. */
const passport = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        ),
        (char) => char.charCodeAt(0),
      ),
    ],
    'passport.png',
    { type: 'image/png' },
  );

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('[data-slot="proof-field"] input[type="file"]');
  if (!input) throw new Error('The document field has no file input');
  return input;
};

async function attachPassport(canvasElement: HTMLElement) {
  await userEvent.upload(fileInput(canvasElement), passport());
  await expect(await within(canvasElement).findByText(/passport\.png ·/)).toBeVisible();
}

export const BecomeSends: Story = {
  name: 'Become an artist: sends the form with the document uploaded privately, then shows the request',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first story of the file also waits for the form's lazy route to load.
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Your artist name' }, { timeout: 10_000 }),
      'Nina and the Night',
    );
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Nina');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Social profile link 1 (optional)' }),
      'https://instagram.com/nina',
    );
    await attachPassport(canvasElement);
    await expect(server.calls.upload).toHaveBeenCalledWith('uploads');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit request' }));
    await expect(await canvas.findByRole('heading', { name: 'We’ve got your request' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent(
      '/backstage/requests/40/request-submitted',
    );
    await expect(server.calls.submit).toHaveBeenCalledWith({
      type: 'become-artist',
      first_name: 'Nina',
      last_name: 'Simone',
      company: null,
      avatar: null,
      artist_name: 'Nina and the Night',
      links: ['https://instagram.com/nina'],
      proof_file_entry_id: 88,
    });
  },
};

export const FieldErrors: Story = {
  name: 'Shows field errors, focuses the first and keeps what was typed',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = await canvas.findByRole('textbox', { name: 'First name' });
    await userEvent.clear(firstName);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company (optional)' }), 'Night Records');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Social profile link 1 (optional)' }),
      'instagram',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit request' }));
    await expect(await canvas.findByText('Enter your artist name.')).toBeVisible();
    await expect(canvas.getByText('Enter your first name.')).toBeVisible();
    await expect(canvas.getByText('Enter a web address starting with https://.')).toBeVisible();
    await expect(canvas.getByText('Upload an image of your passport or identity card.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your artist name' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Company (optional)' })).toHaveValue('Night Records');
    await expect(server.calls.submit).not.toHaveBeenCalled();
  },
};

export const ServerRefusal: Story = {
  name: 'Shows the server’s refusals: on the field, or for the request as a whole',
  beforeEach: () => {
    server.reset({
      refusal: {
        artist_name: ['You already have an artist with this name.'],
        avatar: ['Upload the avatar with the form.'],
        type: ['You already have a pending request of this kind: wait for its review.'],
      },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Your artist name' }),
      'Nina and the Night',
    );
    await attachPassport(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit request' }));
    await expect(await canvas.findByText('You already have an artist with this name.')).toBeVisible();
    const avatar = canvas.getByRole('group', { name: 'Avatar (optional)' });
    await expect(within(avatar).getByText('Upload the avatar with the form.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your artist name' })).toHaveValue('Nina and the Night');
    await expect(canvas.getByTestId('location')).toHaveTextContent('/backstage/requests/become-artist');
  },
};

export const PendingOfSameKind: Story = {
  name: 'Says why a second pending request of the same kind is refused',
  beforeEach: () => {
    server.reset({
      refusal: { type: ['You already have a pending request of this kind: wait for its review.'] },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Your artist name' }), 'Again');
    await attachPassport(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit request' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You already have a pending request of this kind: wait for its review.',
    );
  },
};

export const RefusesLargeDocument: Story = {
  name: 'Refuses a document over 5 MB before sending it',
  play: async ({ canvasElement }) => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' });
    await within(canvasElement).findByRole('textbox', { name: 'Your artist name' });
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(await within(canvasElement).findByText(/exceeds maximum allowed size/)).toBeVisible();
    await expect(server.calls.upload).not.toHaveBeenCalled();
  },
};

export const VerifyArtist: Story = {
  name: 'Get verified: picks among the user’s own artists',
  args: { initialPath: '/backstage/requests/verify-artist' },
  beforeEach: () => {
    server.reset({ artists: [storyOwnArtist] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Get verified' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /Select artist/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Nina and the Night' }));
    await attachPassport(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit request' }));
    await waitFor(() =>
      expect(server.calls.submit).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'verify-artist', artist_id: 31 }),
      ),
    );
  },
};

export const ClaimArtist: Story = {
  name: 'Claim an existing artist: finds it by name and names the role, at either address',
  args: { initialPath: '/claim-artist' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Claim an existing artist' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: /Select artist/ }), 'Lant');
    await userEvent.click(await page(canvasElement).findByRole('option', { name: /^The Lanterns/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Your role/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Manager' }));
    await attachPassport(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit request' }));
    await waitFor(() =>
      expect(server.calls.submit).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'claim-artist', artist_id: 51, role: 'manager' }),
      ),
    );
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Submit request' })).toBeVisible();
    await expect(fitsWidth(canvasElement)).toBe(true);
  },
};
