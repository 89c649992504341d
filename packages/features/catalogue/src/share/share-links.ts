import {
  absoluteLink,
  albumEmbedLink,
  albumLink,
  artistLink,
  trackEmbedLink,
  trackLink,
} from '../links/links';
import type { ShareSubject } from './share-dialog-store';

/** The page's address and, for a track or an album, the `<iframe>` code of its embeddable player. */
export function shareLinks(subject: ShareSubject, origin: string): { url: string; embedCode: string | null } {
  if (subject.kind === 'artist')
    return { url: absoluteLink(artistLink(subject.item), origin), embedCode: null };
  const [page, embed, height] =
    subject.kind === 'track'
      ? [trackLink(subject.item), trackEmbedLink(subject.item), 174]
      : [albumLink(subject.item, subject.artistName), albumEmbedLink(subject.item, subject.artistName), 384];
  const title = subject.item.name.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  const embedCode = `<iframe src="${absoluteLink(embed, origin)}" title="${title}" width="100%" height="${height}" style="border:0" allow="autoplay; encrypted-media"></iframe>`;
  return { url: absoluteLink(page, origin), embedCode };
}
