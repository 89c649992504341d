import type { ComponentType, SVGProps } from 'react';
import { BellIcon, CommentIcon, InfoIcon, MusicIcon, PeopleIcon } from '../icons/icons';

// A line names its icon; the names a notification may use, by what they show.
const LINE_ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  'group-add': PeopleIcon,
  'person-add': PeopleIcon,
  people: PeopleIcon,
  workspace: PeopleIcon,
  music: MusicIcon,
  'music-note': MusicIcon,
  album: MusicIcon,
  comment: CommentIcon,
  reply: CommentIcon,
  notifications: BellIcon,
};

/** The glyph before a notification line; a name it does not know draws the generic information glyph. */
export function LineIcon({ name }: { name: string }) {
  const Glyph = LINE_ICONS[name] ?? InfoIcon;
  return <Glyph className="mt-0.5 size-4 shrink-0 text-muted-foreground" />;
}
