// `node scripts/demo-music.mjs [folder]`: generates the demo catalogue (into a fresh temporary folder unless one is
// given), prints the time it took (wall clock and CPU of this one thread), the counts and the size on disk, then
// generates again into the same folder to show that a restart reuses the files.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { generateDemoMusic } = await tsImport('../src/demo-music/index.ts', import.meta.url);
const given = process.argv[2];
const folder = given ?? mkdtempSync(join(tmpdir(), 'tonearm-demo-music-'));

function sizeOf(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.size;
  return readdirSync(path).reduce((total, name) => total + sizeOf(join(path, name)), 0);
}

async function timed(label) {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  const catalogue = await generateDemoMusic(folder);
  const cpu = process.cpuUsage(cpuStart);
  const wall = performance.now() - wallStart;
  console.log(
    `${label}: ${(wall / 1000).toFixed(2)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU`,
  );
  return catalogue;
}

try {
  const catalogue = await timed('generate');
  const albums = catalogue.artists.flatMap((artist) => artist.albums);
  const tracks = albums.flatMap((album) => album.tracks);
  const minutes = tracks.reduce((total, track) => total + track.durationMs, 0) / 60_000;
  console.log(
    `${catalogue.artists.length} artists, ${albums.length} albums, ${tracks.length} tracks (${minutes.toFixed(1)} min), ` +
      `${tracks.filter((track) => track.lyrics?.synced).length} with synced lyrics, ` +
      `${tracks.filter((track) => track.lyrics && !track.lyrics.synced).length} with plain lyrics, ` +
      `${catalogue.genres.length} genres, ${catalogue.playlists.length} playlists`,
  );
  console.log(`${(sizeOf(folder) / 1024 / 1024).toFixed(1)} MB in ${folder}`);
  await timed('restart (reuse)');
} finally {
  if (!given) rmSync(folder, { recursive: true, force: true });
}
