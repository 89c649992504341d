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

export const WithLink: Story = {
  args: { link: { label: 'Learn more', href: '/pages/privacy' } },
  play: async ({ canvasElement }) => {
    const link = within(notice(canvasElement)).getByRole('link', { name: 'Learn more' });
    await expect(link).toHaveAttribute('href', '/pages/privacy');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Translated: Story = {
  args: { message: 'Nous utilisons des cookies.', buttonLabel: "D'accord", label: 'Avis sur les cookies' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Avis sur les cookies' });
    await expect(region).toHaveTextContent('Nous utilisons des cookies.');
    await expect(within(region).getByRole('button', { name: "D'accord" })).toBeVisible();
  },
};
