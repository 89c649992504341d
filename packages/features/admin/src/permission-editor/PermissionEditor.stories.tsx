import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GrantedPermissionValue } from '@tonearm/client/contract';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { PermissionEditor, type PermissionEditorProps } from './PermissionEditor';
import { STORY_CATALOGUE } from './storybook/permission-catalogue.story-data';
import { mobileViewport } from './storybook/story-viewports';

/** The editor as a form holds it: the value lives in the parent and comes back on every change. */
function ControlledEditor(props: PermissionEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PermissionEditor
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/PermissionEditor',
  component: PermissionEditor,
  args: { catalogue: STORY_CATALOGUE, value: [], onChange: fn() },
  render: (args) => (
    <ScreenStoryFrame
      screens={{
        '*': (
          <div className="max-w-3xl">
            <ControlledEditor {...args} />
          </div>
        ),
      }}
      initialPath="/admin/roles/new"
    />
  ),
} satisfies Meta<typeof PermissionEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const uploader: GrantedPermissionValue[] = [
  { name: 'music.view', restrictions: [] },
  {
    name: 'music.create',
    restrictions: [
      { name: 'minutes', value: 60 },
      { name: 'artist_selection', value: 0 },
    ],
  },
];

export const NothingGiven: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const music = await canvas.findByRole('button', { name: /Music/ });
    await expect(music).toHaveTextContent('0 of 3 given');
    // Keyboard: the area opens with Enter, its first switch is reached with Tab and turned on with Space.
    music.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: /Upload music/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      {
        name: 'music.create',
        restrictions: [
          { name: 'minutes', value: null },
          { name: 'artist_selection', value: 0 },
        ],
      },
    ]);
    const minutes = canvas.getByRole('textbox', { name: 'Minutes' });
    await expect(minutes).toHaveAttribute('placeholder', 'Unlimited');
    await userEvent.type(minutes, '90');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      {
        name: 'music.create',
        restrictions: [
          { name: 'artist_selection', value: 0 },
          { name: 'minutes', value: 90 },
        ],
      },
    ]);
    await userEvent.click(canvas.getByRole('switch', { name: /Artist selection/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      {
        name: 'music.create',
        restrictions: [
          { name: 'minutes', value: 90 },
          { name: 'artist_selection', value: 1 },
        ],
      },
    ]);
    await expect(music).toHaveTextContent('1 of 3 given');
  },
};

export const GivenWithLimits: Story = {
  args: { value: uploader },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Music/ }));
    const minutes = canvas.getByRole('textbox', { name: 'Minutes' });
    await expect(minutes).toHaveValue('60');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '1.5');
    await expect(canvas.getByText('Enter a whole number, or leave it empty for unlimited.')).toBeVisible();
    await userEvent.clear(minutes);
    // Empty is unlimited.
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { name: 'music.view', restrictions: [] },
      {
        name: 'music.create',
        restrictions: [
          { name: 'artist_selection', value: 0 },
          { name: 'minutes', value: null },
        ],
      },
    ]);
    await userEvent.click(canvas.getByRole('switch', { name: /Upload music/ }));
    await expect(canvas.queryByRole('textbox', { name: 'Minutes' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove all' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const SearchOpensMatchingAreas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search permissions' }), 'files');
    await waitFor(() => expect(canvas.getByRole('switch', { name: /Manage files/ })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: /Music/ })).toBeNull();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search permissions' }), 'teleport');
    await expect(canvas.getByText('No permissions match “teleport”.')).toHaveAttribute('role', 'status');
  },
};

export const Disabled: Story = {
  args: { value: uploader, isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Music/ }));
    await expect(canvas.getByRole('switch', { name: /Upload music/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove all' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  ...mobileViewport,
  args: { value: uploader },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Music/ }));
    await expect(canvas.getByRole('textbox', { name: 'Minutes' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
