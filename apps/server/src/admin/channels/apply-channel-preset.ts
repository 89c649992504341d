import type { ChannelPreset } from '@tonearm/client/contract';
import type { AppServices } from '../../app-context';
import { channelables, channels } from '../../db/schema';
import { publishLiveEvent, settingsChanged } from '../../live/publish-live-event';
import { pointHomepageAt } from './channel-home';
import { CHANNEL_PRESET_CHANNELS, PRESET_HOME_SLUG } from './channel-presets';
import { storedConfig } from './channel-record';
import { CHANNEL_REFRESH_JOB } from './channel-refresh';

/**
 * Replaces every channel with the preset's, in one transaction: the old channels and what they held go, the
 * preset's channels of channels hold their children, and the homepage setting names the preset's home channel.
 * The auto-updated channels are filled by a queued run of the daily refresh, so the request does not wait on it.
 */
export async function applyChannelPreset(services: AppServices, preset: ChannelPreset): Promise<void> {
  const { db } = services;
  const presetChannels = CHANNEL_PRESET_CHANNELS[preset];
  await db.transaction(async (tx) => {
    // Every channelable belongs to a channel, so this empties `channelables` too (on delete cascade).
    await tx.delete(channels);
    const rows = await tx
      .insert(channels)
      .values(
        presetChannels.map(({ payload }) => ({
          name: payload.name,
          slug: payload.slug,
          description: payload.description,
          config: storedConfig(payload, null),
        })),
      )
      .returning({ id: channels.id, slug: channels.slug });
    const idOf = new Map(rows.map((row) => [row.slug, row.id]));
    const held = presetChannels.flatMap(({ payload, children }) =>
      children.map((child, position) => ({
        channel_id: idOf.get(payload.slug) as number,
        channelable_type: 'channel' as const,
        channelable_id: idOf.get(child) as number,
        position,
      })),
    );
    if (held.length > 0) await tx.insert(channelables).values(held);
    await pointHomepageAt(tx, PRESET_HOME_SLUG, services.now());
  });
  await publishLiveEvent(db, settingsChanged());
  await services.jobs.runNow(CHANNEL_REFRESH_JOB);
}
