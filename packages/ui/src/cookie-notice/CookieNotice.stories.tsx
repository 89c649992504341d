import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COOKIE_NOTICE_MESSAGE, CookieNotice } from './CookieNotice';

const meta = {
  title: 'Overlays/CookieNotice',
  component: CookieNotice,
  args: { onAccept: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const notice = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Cookie notice' });

export const Bottom: Story = {
  play: async ({ canvasElement }) => {
    const region = notice(canvasElement);
    await expect(region).toHaveTextContent(COOKIE_NOTICE_MESSAGE);
    await expect(Math.round(region.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  },
};

export const Top: Story = {
  args: { position: 'top' },
  play: async ({ canvasElement }) => {
    await expect(notice(canvasElement).getBoundingClientRect().top).toBe(0);
  },
};

export const OkAcceptsAndHides: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const ok = within(notice(canvasElement)).getByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  },
};
