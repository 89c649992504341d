import type { DemoCatalogue } from './catalogue-schema';
import { generateCatalogue } from './generate';

export type {
  DemoAlbum,
  DemoArtist,
  DemoCatalogue,
  DemoGenre,
  DemoLyrics,
  DemoPlaylist,
  DemoTrack,
} from './catalogue-schema';
export { demoCatalogueSchema } from './catalogue-schema';
export { CONTENT_VERSION } from './generate';

/**
 * Generates the demo catalogue (synthesised audio as WAV, generated PNG art, words and waveforms) under
 * `targetDir`, or reuses what an earlier start wrote there. Every `*File` in the result is an absolute path.
 */
export async function generateDemoMusic(targetDir: string): Promise<DemoCatalogue> {
  return generateCatalogue(targetDir);
}
