import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHttpClient } from '@tonearm/client';
import type { AdSettings, BootstrapData } from '@tonearm/client/contract';
import { HttpClientProvider } from '@tonearm/client/react';
import { AD_SLOT_NAMES } from '@tonearm/client/rules';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { BootstrapDataProvider, BootstrapStore } from '../bootstrap';
import { storyBootstrapData } from '../storybook/story-bootstrap-data';
import { AD_FRAME_SANDBOX, AdSlot } from './AdSlot';

const SNIPPET = '<a href="https://example.com">Vinyl week: 20% off</a><script>console.log("ad")</script>';
const EVERY_SLOT: AdSettings = Object.fromEntries(AD_SLOT_NAMES.map((slot) => [slot, SNIPPET]));

function withAds(ads: AdSettings): BootstrapData {
  const data = storyBootstrapData();
  return { ...data, settings: { ...data.settings, ads } };
}

/** Every slot of a page, one under the other, as the catalogue's pages place them. */
function Slots({ ads }: { ads: AdSettings }) {
  const [store] = useState(() => new BootstrapStore(withAds(ads)));
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  return (
    <HttpClientProvider client={http}>
      <BootstrapDataProvider store={store}>
        <main className="flex flex-col gap-6 p-4">
          <h1 className="font-semibold text-xl">Page with ads</h1>
          {AD_SLOT_NAMES.map((slot) => (
            <AdSlot key={slot} slot={slot} />
          ))}
        </main>
      </BootstrapDataProvider>
    </HttpClientProvider>
  );
}

const meta = {
  title: 'Shell/AdSlot',
  component: Slots,
  parameters: { layout: 'fullscreen' },
  args: { ads: EVERY_SLOT },
} satisfies Meta<typeof Slots>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement, slot: string) => {
  const frame = canvasElement.querySelector<HTMLIFrameElement>(`[data-ad-slot="${slot}"] iframe`);
  if (!frame) throw new Error(`No frame in the ${slot} slot`);
  return frame;
};

export const EverySlotSandboxed: Story = {
  name: 'Every slot in a sandboxed frame without the site’s origin',
  play: async ({ canvasElement }) => {
    // The frames' code loads with the first slot that has an ad.
    const regions = await within(canvasElement).findAllByRole('complementary', { name: /^Advertisement/ });
    await expect(regions).toHaveLength(5);
    await expect(new Set(regions.map((region) => region.getAttribute('aria-label'))).size).toBe(5);
    for (const slot of AD_SLOT_NAMES) {
      const frame = frameOf(canvasElement, slot);
      await expect(frame).toHaveAttribute('sandbox', AD_FRAME_SANDBOX);
      await expect(frame.getAttribute('sandbox')).not.toMatch(/allow-same-origin|allow-top-navigation/);
      await expect(frame.title).toMatch(/^Advertisement/);
      await expect(frame.getAttribute('src')).toMatch(new RegExp(`/api/v1/ads/${slot}\\?v=[0-9a-z]+`));
    }
    // The width hints of doc 001 §9.
    await expect(canvasElement.querySelector('[data-ad-slot="artist_top"]')).toHaveStyle({
      maxWidth: '1000px',
    });
    await expect(canvasElement.querySelector('[data-ad-slot="artist_bottom"]')).toHaveStyle({
      maxWidth: '430px',
    });
  },
};

export const SizedByItsDocument: Story = {
  name: 'A frame takes the height its document reports, within the slot’s hint',
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('complementary', { name: /^Advertisement/ });
    const top = frameOf(canvasElement, 'general_top');
    const bottom = frameOf(canvasElement, 'general_bottom');
    await expect(top).toHaveStyle({ height: '90px' });
    const report = (frame: HTMLIFrameElement, height: number) =>
      window.dispatchEvent(
        new MessageEvent('message', { data: { tonearmAdHeight: height }, source: frame.contentWindow }),
      );
    report(top, 400);
    report(bottom, 250);
    await waitFor(() => expect(top).toHaveStyle({ height: '150px' }));
    await waitFor(() => expect(bottom).toHaveStyle({ height: '250px' }));
    // A message from any other window resizes nothing.
    window.dispatchEvent(new MessageEvent('message', { data: { tonearmAdHeight: 20 }, source: window }));
    await expect(bottom).toHaveStyle({ height: '250px' });
  },
};

export const Disabled: Story = {
  name: 'Nothing while ads are disabled',
  args: { ads: { ...EVERY_SLOT, disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const EmptySlots: Story = {
  name: 'Nothing for an empty slot',
  args: { ads: { general_top: SNIPPET, general_bottom: '  ', artist_top: null } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findAllByRole('complementary', { name: /^Advertisement/ }),
    ).toHaveLength(1);
    await expect(canvasElement.querySelector('[data-ad-slot="general_top"] iframe')).not.toBeNull();
  },
};
