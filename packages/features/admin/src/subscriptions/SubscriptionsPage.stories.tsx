import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CreateAdminSubscriptionPayload } from '@tonearm/client/contract';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../permission-editor/storybook/story-viewports';
import { failing, pending, plansListed } from '../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { usersListed } from '../users/storybook/users-story-server';
import { SubscriptionsPage } from './SubscriptionsPage';
import {
  subscriptionChanged,
  subscriptionGiven,
  subscriptionsListed,
} from './storybook/subscription-story-server';

const meta = {
  title: 'Admin/Subscriptions/SubscriptionsPage',
  component: SubscriptionsPage,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [plansListed(), subscriptionsListed(), ...subscriptionChanged] },
  },
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/subscriptions': <SubscriptionsPage /> }}
      initialPath="/admin/subscriptions"
    />
  ),
  // A toast left by the last story would hold this story's behind it.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof SubscriptionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findToast = (canvasElement: HTMLElement, message: string) =>
  body(canvasElement).findByText(message, { selector: '[data-slot="toast-message"]' });
const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Subscriptions' });
const rowOf = async (table: HTMLElement, name: RegExp) =>
  (await within(table).findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    const ines = await rowOf(table, /Ines Silva/);
    await expect(ines).toHaveTextContent('Premium');
    await expect(ines).toHaveTextContent('Stripe');
    await expect(await rowOf(table, /Farid Haddad/)).toHaveTextContent('Cancelled, still active');
    await expect(await rowOf(table, /Kemi Okafor/)).toHaveTextContent('None (given by an admin)');
    await expect(within(canvasElement).getByText('1–3 of 3')).toBeVisible();
  },
};

export const CancelNowAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Ines Silva' }));
    // A renewing subscription offers both cancellations and no Resume.
    await expect(
      await body(canvasElement).findByRole('menuitem', { name: 'Cancel at period end' }),
    ).toBeVisible();
    await expect(body(canvasElement).queryByRole('menuitem', { name: 'Resume' })).toBeNull();
    await userEvent.click(body(canvasElement).getByRole('menuitem', { name: 'Cancel now…' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'End the subscription of Ines Silva now?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End now' }));
    await expect(await findToast(canvasElement, 'Subscription cancelled')).toBeVisible();
  },
};

export const CancelAtPeriodEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Ines Silva' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Cancel at period end' }));
    await expect(await findToast(canvasElement, 'Subscription cancelled at period end')).toBeVisible();
  },
};

export const ResumeByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const actions = await within(canvasElement).findByRole('button', { name: 'Actions for Farid Haddad' });
    actions.focus();
    await userEvent.keyboard('{Enter}');
    const resume = await body(canvasElement).findByRole('menuitem', { name: 'Resume' });
    await expect(body(canvasElement).queryByRole('menuitem', { name: 'Cancel at period end' })).toBeNull();
    // Change plan, Cancel now, then Resume.
    await waitFor(() =>
      expect(body(canvasElement).getByRole('menuitem', { name: 'Change plan…' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(resume).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(canvasElement, 'Subscription resumed')).toBeVisible();
  },
};

export const ChangePlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Ines Silva' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Change plan…' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Change plan of Ines Silva' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Plan/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Family' }));
    await expect(within(dialog).getByRole('button', { name: /Price/ })).toHaveTextContent('$15.99 / month');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    await expect(await findToast(canvasElement, 'Plan changed')).toBeVisible();
  },
};

export const DeleteFromRowActions: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Actions for Kemi Okafor' }),
    );
    // An ended subscription can only be deleted.
    await expect(body(canvasElement).queryByRole('menuitem', { name: 'Change plan…' })).toBeNull();
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete…' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete the subscription of Kemi Okafor?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, 'Subscription deleted')).toBeVisible();
  },
};

export const BulkDelete: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await userEvent.click(within(await rowOf(table, /Ines Silva/)).getByRole('checkbox'));
    await userEvent.click(within(await rowOf(table, /Kemi Okafor/)).getByRole('checkbox'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Delete 2 subscriptions?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, '2 subscriptions deleted')).toBeVisible();
  },
};

export const FilteredByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await grid(canvasElement);
    await rowOf(table, /Kemi Okafor/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: /^Status/ }));
    const editor = await body(canvasElement).findByRole('dialog', { name: 'Status' });
    // The first status, Active, is chosen when the filter is added.
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(2));
    await expect(within(table).queryByRole('rowheader', { name: /Kemi Okafor/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Edit filter: Status is Active' })).toBeVisible();
  },
};

export const FilteredByRenewalDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: /^Renewal date/ }));
    const editor = await body(canvasElement).findByRole('dialog', { name: 'Renewal date' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await expect(
      await canvas.findByRole('button', { name: /^Edit filter: Renewal date is between / }),
    ).toBeVisible();
  },
};

/** The server of the "Give a plan" stories, keeping what each was sent in `sent`. */
function givingAPlan() {
  const sent: CreateAdminSubscriptionPayload[] = [];
  return {
    sent,
    msw: {
      handlers: [
        plansListed(),
        subscriptionsListed(),
        usersListed,
        subscriptionGiven((given) => sent.push(given)),
      ],
    },
  };
}

export const GiveAPlan: Story = {
  play: async ({ canvasElement, parameters }) => {
    const sent = (parameters as { sent: CreateAdminSubscriptionPayload[] }).sent;
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Give a plan' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Give a plan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give plan' }));
    await expect(await within(dialog).findByText('Choose a user.')).toBeVisible();
    await expect(within(dialog).getByText('Choose a plan.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('combobox', { name: /User/ }), 'grace');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Grace Hopper' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Plan/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Premium' }));
    await expect(within(dialog).getByRole('button', { name: /Price/ })).toHaveTextContent('$9.99 / month');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give plan' }));
    await expect(await findToast(canvasElement, 'Plan given')).toBeVisible();
    await expect(sent).toEqual([{ user_id: 13, product_id: 2, price_id: 3, ends_at: null }]);
  },
  parameters: givingAPlan(),
};

export const GiveAPlanUntilADay: Story = {
  play: async ({ canvasElement, parameters }) => {
    const sent = (parameters as { sent: CreateAdminSubscriptionPayload[] }).sent;
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Give a plan' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Give a plan' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: /User/ }), 'grace');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Grace Hopper' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Plan/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Premium' }));
    const endsOn = within(dialog).getByLabelText('Ends on');
    await userEvent.type(endsOn, '2001-02-03');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give plan' }));
    await expect(await within(dialog).findByText('The plan must end in the future.')).toBeVisible();
    await expect(sent).toEqual([]);
    await userEvent.clear(endsOn);
    await userEvent.type(endsOn, '2099-02-03');
    await expect(within(dialog).getByText(/it ends at the start of this day/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give plan' }));
    await expect(await findToast(canvasElement, 'Plan given')).toBeVisible();
    await expect(sent).toEqual([
      { user_id: 13, product_id: 2, price_id: 3, ends_at: new Date('2099-02-03T00:00:00').toISOString() },
    ]);
  },
  parameters: givingAPlan(),
};

export const Empty: Story = {
  parameters: { msw: { handlers: [plansListed(), subscriptionsListed([])] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No subscriptions yet' }),
    ).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'nobody');
    await expect(await canvas.findByRole('heading', { name: 'No matching subscriptions' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [plansListed(), pending('*/api/v1/admin/subscriptions')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [plansListed(), failing('*/api/v1/admin/subscriptions')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The subscriptions could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await rowOf(table, /Ines Silva/);
    await expect(within(table).queryByRole('columnheader', { name: 'Gateway' })).toBeNull();
    await expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
