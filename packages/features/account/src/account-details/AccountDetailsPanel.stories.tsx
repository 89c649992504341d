import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountStoryFrame } from '../storybook/AccountStoryFrame';
import { accountStoryData, storyUser } from '../storybook/account-story-data';
import { answers, overridden, userMe } from '../storybook/story-handlers';
import { findToast, ONE_PIXEL_PNG, pickedFile, resetStoryPage } from '../storybook/story-support';
import { AccountDetailsPanel } from './AccountDetailsPanel';

const accountRequest = fn();
const withImage = storyUser({ image: ONE_PIXEL_PNG });

const meta = {
  title: 'Account/Account details',
  component: AccountStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: [userMe(storyUser())] } },
  args: { data: accountStoryData(), panel: <AccountDetailsPanel /> },
  beforeEach: () => {
    resetStoryPage();
    accountRequest.mockReset();
  },
} satisfies Meta<typeof AccountStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The avatar file input is missing');
  return input;
};

const UPLOADED_URL = '/storage/files/Zm9vYmFyYmF6.png';

/** The picture goes through the upload engine to the public disk, then its address becomes the avatar. */
const recordAvatarUpload = (answer: () => Response) => [
  http.post('/api/v1/file-entries', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    accountRequest(file instanceof File ? file.name : file, form.get('disk'));
    return HttpResponse.json(
      {
        fileEntry: {
          id: 41,
          name: file instanceof File ? file.name : 'me.png',
          file_name: 'Zm9vYmFyYmF6.png',
          file_size: file instanceof File ? file.size : 0,
          mime: 'image/png',
          extension: 'png',
          type: 'image',
          parent_id: null,
          path: '41',
          disk_prefix: null,
          url: UPLOADED_URL,
          created_at: '2026-11-25T12:00:00.000000Z',
          updated_at: '2026-11-25T12:00:00.000000Z',
        },
      },
      { status: 201 },
    );
  }),
  http.post('/api/v1/users/7/avatar', async ({ request }) => {
    accountRequest(await request.json());
    return answer();
  }),
];

export const WithoutProfileImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'First name' })).toHaveValue('Nina');
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveValue('Simone');
    await expect(canvas.getByRole('img', { name: 'Nina Simone' })).toHaveTextContent('NS');
    await expect(canvas.getByRole('button', { name: 'Upload image' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove image' })).toBeNull();
  },
};

export const WithProfileImage: Story = {
  args: { data: accountStoryData({ user: { image: ONE_PIXEL_PNG } }) },
  parameters: { msw: { handlers: [userMe(withImage)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = await canvas.findByRole('img', { name: 'Nina Simone' });
    await waitFor(() => expect(avatar).not.toHaveAttribute('data-fallback'));
    await expect(canvas.getByRole('button', { name: 'Remove image' })).toBeVisible();
  },
};

export const SavesTheName: Story = {
  parameters: {
    msw: {
      handlers: [
        userMe(storyUser()),
        overridden('PUT', '/api/v1/users/7', async ({ request }) => {
          const body = (await request.json()) as Record<string, string>;
          accountRequest(body);
          return answers.user(storyUser({ ...body, name: `${body.first_name} ${body.last_name}` }));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lastName = await canvas.findByRole('textbox', { name: 'Last name' });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Waymon');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast(canvasElement, 'Updated account details')).toBeVisible();
    await expect(accountRequest).toHaveBeenCalledWith({ first_name: 'Nina', last_name: 'Waymon' });
    await expect(canvas.getByRole('img', { name: 'Nina Waymon' })).toBeVisible();
  },
};

export const ServerRefusesTheName: Story = {
  parameters: {
    msw: {
      handlers: [
        userMe(storyUser()),
        overridden('PUT', '/api/v1/users/7', () =>
          answers.fieldErrors({
            first_name: ['The first name field must not be greater than 255 characters.'],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toHaveAccessibleDescription(
      'The first name field must not be greater than 255 characters.',
    );
  },
};

export const UploadsAnImage: Story = {
  parameters: {
    msw: { handlers: [userMe(storyUser()), ...recordAvatarUpload(() => answers.user(withImage))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Upload image' });
    await userEvent.upload(fileInput(canvasElement), pickedFile('me.png', 'image/png'));
    await expect(await findToast(canvasElement, 'Uploaded avatar')).toBeVisible();
    await expect(accountRequest).toHaveBeenCalledWith('me.png', 'public');
    await expect(accountRequest).toHaveBeenCalledWith({ url: UPLOADED_URL });
    await expect(await canvas.findByRole('button', { name: 'Remove image' })).toBeVisible();
  },
};

export const RefusesAnImageOver2MB: Story = {
  name: 'Refuses an image over 2 MB',
  parameters: {
    msw: { handlers: [userMe(storyUser()), ...recordAvatarUpload(() => answers.user(withImage))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Upload image' });
    await userEvent.upload(
      fileInput(canvasElement),
      pickedFile('huge.png', 'image/png', 2 * 1024 * 1024 + 1),
    );
    await expect(await canvas.findByText('`huge.png` exceeds maximum allowed size of 2 MB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload image' })).toHaveAccessibleDescription(
      '`huge.png` exceeds maximum allowed size of 2 MB',
    );
    await expect(accountRequest).not.toHaveBeenCalled();
  },
};

export const RefusesAFileThatIsNotAnImage: Story = {
  parameters: {
    msw: { handlers: [userMe(storyUser()), ...recordAvatarUpload(() => answers.user(withImage))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Upload image' });
    // The picker's filter is only a hint: a user can switch it to all files.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), pickedFile('notes.txt', 'text/plain'));
    await expect(await canvas.findByText('This file type is not allowed')).toBeVisible();
    await expect(accountRequest).not.toHaveBeenCalled();
  },
};

export const ServerRefusesTheFile: Story = {
  parameters: {
    msw: {
      handlers: [
        userMe(storyUser()),
        ...recordAvatarUpload(() => answers.fieldErrors({ file: ['The file field must be an image.'] })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Upload image' });
    await userEvent.upload(fileInput(canvasElement), pickedFile('fake.png', 'image/png'));
    await expect(await canvas.findByText('The file field must be an image.')).toBeVisible();
  },
};

export const RemovesTheImage: Story = {
  args: { data: accountStoryData({ user: { image: ONE_PIXEL_PNG } }) },
  parameters: {
    msw: {
      handlers: [
        userMe(withImage),
        overridden('DELETE', '/api/v1/users/7/avatar', () => {
          accountRequest('removed');
          return HttpResponse.json({ user: storyUser() });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove image' }));
    await expect(await findToast(canvasElement, 'Removed avatar')).toBeVisible();
    await expect(accountRequest).toHaveBeenCalledWith('removed');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Remove image' })).toBeNull());
  },
};
