// A public playlist of `size` tracks in a stopped product's data directory: the demo tracks copied over and over
// (their audio, artists and album kept, each copy named apart), owned by the site's admin.
import { openDatabase } from '../../apps/server/src/db/connect';
import { artistTrack, playlists, playlistTrack, tracks, users } from '../../apps/server/src/db/schema';

/** Rows per insert: well under PostgreSQL's 65,535 bind parameters for the widest row here. */
const BATCH = 1000;

export interface SeededPlaylist {
  id: number;
  name: string;
  size: number;
}

export async function seedLargePlaylist(
  dataDir: string,
  { size, ownerEmail }: { size: number; ownerEmail: string },
): Promise<SeededPlaylist> {
  const handle = await openDatabase({ dataDir });
  try {
    const { db } = handle;
    const owner = (await db.select({ id: users.id, email: users.email }).from(users)).find(
      (user) => user.email.toLowerCase() === ownerEmail.toLowerCase(),
    );
    if (owner === undefined) throw new Error(`No user ${ownerEmail} to own the playlist.`);
    const ownerId = owner.id;
    const demo = await db.select().from(tracks).orderBy(tracks.id);
    if (demo.length === 0) throw new Error('The product has no demo tracks to copy.');
    // Before the copies exist: the demo tracks' artists only.
    const demoArtists = await db.select().from(artistTrack);
    const [playlist] = await db
      .insert(playlists)
      .values({ name: `${size.toLocaleString('en')} tracks`, owner_id: ownerId, public: true })
      .returning({ id: playlists.id, name: playlists.name });
    if (!playlist) throw new Error('The playlist was not created.');
    for (let start = 0; start < size; start += BATCH) {
      const copies = Array.from({ length: Math.min(BATCH, size - start) }, (_, offset) => {
        const index = start + offset;
        const source = demo[index % demo.length] as (typeof demo)[number];
        const { id: _id, created_at: _created, updated_at: _updated, ...columns } = source;
        return { ...columns, name: `${source.name} (${index + 1})`, plays: 0 };
      });
      const inserted = await db.insert(tracks).values(copies).returning({ id: tracks.id });
      const links = inserted.flatMap((track, offset) => {
        const source = demo[(start + offset) % demo.length] as (typeof demo)[number];
        return demoArtists
          .filter((link) => link.track_id === source.id)
          .map((link) => ({ ...link, track_id: track.id }));
      });
      if (links.length > 0) await db.insert(artistTrack).values(links);
      await db.insert(playlistTrack).values(
        inserted.map((track, offset) => ({
          playlist_id: playlist.id,
          track_id: track.id,
          position: start + offset,
          added_by: ownerId,
        })),
      );
    }
    return { ...playlist, size };
  } finally {
    await handle.close();
  }
}
