import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fitsWidth, mobileViewport, page, resetStoryPage } from '../../storybook/story-support';
import { WorkspaceStoryFrame } from '../storybook/WorkspaceStoryFrame';
import {
  checkRefused,
  failing,
  minutesAnswered,
  noImports,
  workspaceStoryData,
} from '../storybook/workspace-story-data';
import { UploadPage } from './UploadPage';

const LEFT = { used: 17.5, limit: 30, left: 12.5 };

const meta = {
  title: 'Backstage/Workspace/UploadPage',
  component: UploadPage,
  parameters: { layout: 'fullscreen', msw: { handlers: [minutesAnswered(LEFT), noImports] } },
  render: () => <WorkspaceStoryFrame data={workspaceStoryData()} initialPath="/backstage/upload" />,
  beforeEach: resetStoryPage,
} satisfies Meta<typeof UploadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real two-second WAV, so the browser reads its length as it would a dropped song's. */
function twoSecondWav(): File {
  const rate = 8000;
  const samples = rate * 2;
  const bytes = new DataView(new ArrayBuffer(44 + samples));
  const text = (offset: number, value: string) => {
    for (const [index, letter] of [...value].entries()) bytes.setUint8(offset + index, letter.charCodeAt(0));
  };
  text(0, 'RIFF');
  bytes.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  bytes.setUint32(16, 16, true);
  bytes.setUint16(20, 1, true);
  bytes.setUint16(22, 1, true);
  bytes.setUint32(24, rate, true);
  bytes.setUint32(28, rate, true);
  bytes.setUint16(32, 1, true);
  bytes.setUint16(34, 8, true);
  text(36, 'data');
  bytes.setUint32(40, samples, true);
  for (let index = 0; index < samples; index++) bytes.setUint8(44 + index, 128);
  return new File([bytes.buffer], 'demo.wav', { type: 'audio/wav' });
}

export const ShowsTheMinutesLeft: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Upload' })).toBeVisible();
    await expect(await screen.findByText('12.5 of 30 upload minutes left.')).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'See the plans' })).toBeNull();
  },
};

export const Unlimited: Story = {
  parameters: { msw: { handlers: [minutesAnswered({ used: 4, limit: null, left: null }), noImports] } },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText('You may upload as much music as you like.'),
    ).toBeVisible();
  },
};

export const OverQuota: Story = {
  parameters: { msw: { handlers: [minutesAnswered({ used: 30, limit: 30, left: 0 }), noImports] } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('You have no upload minutes left.');
    const plans = screen.getByRole('link', { name: 'See the plans' });
    await expect(plans).toHaveAttribute('href', '/pricing');
    plans.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pricing'));
  },
};

/** MSW answers no upload call here, so a file sent anyway would fail the story. */
export const RefusesAFileOverTheMinutesBeforeSendingIt: Story = {
  parameters: {
    msw: {
      handlers: [minutesAnswered({ used: 29.99, limit: 30, left: 0.01 }), checkRefused(0.01), noImports],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await screen.findByText('0.01 of 30 upload minutes left.');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The drop zone has no file input');
    await userEvent.upload(input, [twoSecondWav()], { applyAccept: false });
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('This would go over your upload minutes: 0.01 left.');
    await expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
    await expect(screen.queryByRole('list', { name: 'Uploaded files' })).toBeNull();
  },
};

export const NewAlbum: Story = {
  render: () => <WorkspaceStoryFrame data={workspaceStoryData()} initialPath="/backstage/albums/new" />,
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'New album' })).toBeVisible();
    await expect(await screen.findByText('12.5 of 30 upload minutes left.')).toBeVisible();
  },
};

export const MinutesFailedToLoad: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/backstage/workspace/minutes'), noImports] } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByText('Your upload minutes could not be loaded.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const GuestGoesToSignIn: Story = {
  render: () => <WorkspaceStoryFrame data={workspaceStoryData('guest')} initialPath="/backstage/upload" />,
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('heading', { name: 'Sign in' })).toBeVisible();
  },
};

export const ListenerWithoutUploadsGoesToThePlans: Story = {
  render: () => (
    <WorkspaceStoryFrame data={workspaceStoryData('listener')} initialPath="/backstage/tracks/new" />
  ),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('heading', { name: 'Plans' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  parameters: {
    ...mobileViewport.parameters,
    msw: { handlers: [minutesAnswered({ used: 30, limit: 30, left: 0 }), noImports] },
  },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('link', { name: 'See the plans' });
    await expect(fitsWidth(canvasElement)).toBe(true);
  },
};
