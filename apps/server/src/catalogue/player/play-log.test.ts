import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackPlays } from '../../db/schema';
import { insertDemoCatalogue } from '../../seed/seed-demo-catalogue';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { TestVisitor } from '../../test-support/test-visitor';
import { writeSmallCatalogue } from '../test-support/small-catalogue';

const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let app: TestServer;
let trackId = 0;

beforeAll(async () => {
  app = await startTestServer({ COUNTRY_HEADER: 'X-Country', TRUST_PROXY: '1' });
  const { db, storage } = app.server.services;
  await insertDemoCatalogue(db, storage, app.dataDir, await writeSmallCatalogue(app.dataDir));
  const [track] = await db.query.tracks.findMany({ limit: 1 });
  if (!track) throw new Error('The small catalogue has no track');
  trackId = track.id;
}, 60_000);
afterAll(() => app?.stop());

async function lastPlay() {
  const [play] = await app.server.services.db
    .select()
    .from(trackPlays)
    .where(eq(trackPlays.track_id, trackId))
    .orderBy(desc(trackPlays.id))
    .limit(1);
  return play;
}

describe('logging a play', () => {
  it('records the device, browser and platform of the agent and the country of the configured header', async () => {
    const guest = await new TestVisitor(app.url).open();
    const logged = await guest.post(
      `/api/v1/tracks/plays/${trackId}/log`,
      {},
      {
        headers: { 'User-Agent': ANDROID_PHONE, 'X-Country': 'br' },
      },
    );
    expect(logged.status).toBe(200);
    expect(await lastPlay()).toMatchObject({
      user_id: null,
      device: 'mobile',
      browser: 'Chrome',
      platform: 'Android',
      country: 'BR',
    });
  });

  it('leaves the country unknown when the header is missing, a placeholder, or another header is sent', async () => {
    const guest = await new TestVisitor(app.url).open();
    const cases: Record<string, string>[] = [{}, { 'X-Country': 'XX' }, { 'CF-IPCountry': 'DE' }];
    for (const headers of cases) {
      await guest.post(`/api/v1/tracks/plays/${trackId}/log`, {}, { headers });
      expect((await lastPlay())?.country).toBeNull();
    }
  });
});

describe('logging a play with no proxy in front', () => {
  it('ignores the country header, which only a proxy can vouch for', async () => {
    const direct = await startTestServer({ COUNTRY_HEADER: 'X-Country' });
    try {
      const { db, storage } = direct.server.services;
      await insertDemoCatalogue(db, storage, direct.dataDir, await writeSmallCatalogue(direct.dataDir));
      const [track] = await db.query.tracks.findMany({ limit: 1 });
      if (!track) throw new Error('The small catalogue has no track');
      const guest = await new TestVisitor(direct.url).open();
      const logged = await guest.post(
        `/api/v1/tracks/plays/${track.id}/log`,
        {},
        { headers: { 'X-Country': 'BR' } },
      );
      expect(logged.status).toBe(200);
      const [play] = await db
        .select()
        .from(trackPlays)
        .where(eq(trackPlays.track_id, track.id))
        .orderBy(desc(trackPlays.id))
        .limit(1);
      expect(play?.country).toBeNull();
    } finally {
      await direct.stop();
    }
  }, 60_000);
});
