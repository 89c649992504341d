import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../permission-editor/storybook/story-viewports';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { CustomPageEditorPage } from './CustomPageEditorPage';
import {
  aboutAnswered,
  aboutSaved,
  aboutSlugTaken,
  failing,
  pageCreated,
  pending,
} from './storybook/custom-page-story-server';

const editAbout = (
  <ScreenStoryFrame
    screens={{ '/admin/custom-pages/:pageId/edit': <CustomPageEditorPage /> }}
    initialPath="/admin/custom-pages/3/edit"
  />
);
const newPage = (
  <ScreenStoryFrame
    screens={{ '/admin/custom-pages/new': <CustomPageEditorPage /> }}
    initialPath="/admin/custom-pages/new"
  />
);

const meta = {
  title: 'Admin/Custom pages/CustomPageEditorPage',
  component: CustomPageEditorPage,
  parameters: { layout: 'fullscreen', msw: { handlers: [aboutAnswered, aboutSaved] } },
  render: () => editAbout,
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof CustomPageEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const findToast = (canvasElement: HTMLElement, message: string) =>
  within(canvasElement.ownerDocument.body).findByText(message, { selector: '[data-slot="toast-message"]' });
const bodyEditor = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Body' });

export const EditPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit “About us”' })).toBeVisible();
    const editor = await bodyEditor(canvasElement);
    await expect(editor).toHaveTextContent('We make Tonearm, open music streaming.');
    await expect(canvas.getByRole('textbox', { name: /SEO title/ })).toHaveValue('About Tonearm');
    await expect(canvas.getByRole('switch', { name: /Link from the footer/ })).toBeChecked();
    // A saved page keeps its address when its title changes.
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), ' and the team');
    await expect(canvas.getByRole('textbox', { name: /^Slug/ })).toHaveValue('about-us');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast(canvasElement, 'Page updated')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Edit “About us and the team”' }),
    ).toBeVisible();
  },
};

export const FormattingByKeyboard: Story = {
  name: 'Formatting from the toolbar by keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await bodyEditor(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting of Body' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    // The toolbar is one tab stop; arrows move inside it.
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    bold.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(editor.querySelector('em')).not.toBeNull());
    await expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const AddALink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const editor = await bodyEditor(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const dialog = await body.findByRole('dialog', { name: 'Add a link' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Address/ }), 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(
      within(dialog).getByText('Give a web address, a mailto: address or a path starting with /.'),
    ).toBeVisible();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Address/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Address/ }), 'example.com{Enter}');
    await waitFor(() => expect(editor.querySelector('a')).toHaveAttribute('href', 'https://example.com'));
  },
};

export const SlugTaken: Story = {
  parameters: { msw: { handlers: [aboutAnswered, aboutSlugTaken] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slug = await canvas.findByRole('textbox', { name: /^Slug/ });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'privacy-policy');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Another page already has this slug: choose another.'),
    ).toBeVisible();
    await expect(slug).toHaveFocus();
  },
};

export const NewPage: Story = {
  parameters: { msw: { handlers: [pageCreated] } },
  render: () => newPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New page' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('Give the page a title.')).toBeVisible();
    // The slug follows the title by the slug rule until it is written by hand.
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), "Don't miss: Tour dates!");
    await expect(canvas.getByRole('textbox', { name: /^Slug/ })).toHaveValue('dont-miss-tour-dates');
    await expect(canvas.getByText('The page’s address: /pages/dont-miss-tour-dates')).toBeVisible();
    await userEvent.type(await bodyEditor(canvasElement), 'See you there.');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByRole('status', { name: 'Location' })).toHaveTextContent(
      '/admin/custom-pages/9/edit',
    );
  },
};

export const SlugWrittenByHand: Story = {
  render: () => newPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slug = await canvas.findByRole('textbox', { name: /^Slug/ });
    await userEvent.type(slug, 'Tour Dates');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Summer tour');
    await expect(slug).toHaveValue('Tour Dates');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(
      await canvas.findByText('The slug may hold only lowercase letters, digits and single dashes.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/custom-pages/3')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/custom-pages/3')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The page could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await bodyEditor(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
