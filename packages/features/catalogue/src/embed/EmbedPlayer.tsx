import {
  NextButton,
  type PlayerStore,
  PlayerStoreProvider,
  PreviousButton,
  SeekBar,
  usePlayerActions,
  usePlayerSelector,
} from '@tonearm/player';
import { useSettings, useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import type { ReactNode } from 'react';
import { MusicIcon, PauseIcon, PlayIcon } from '../icons/icons';
import { NewTabLink } from './NewTabLink';

export interface EmbedPlayerProps {
  /** The embed's own player (`useEmbedPlayer`). */
  player: PlayerStore;
  /** The track's or album's name, linking to its page on the site. */
  title: string;
  /** The site path of the track's or album's page. */
  href: string;
  /** The artists under the title, each linking to its page on the site. */
  artists: { name: string; href: string }[];
  image: string | null | undefined;
  /** Whether previous and next buttons are shown (an album's embed). @default false */
  showSkip?: boolean;
  /** What fills the rest of the frame: an album's track list. @default undefined */
  children?: ReactNode;
}

/**
 * The compact player of the track and album embeds: the cover, the name and artists linking to the site in a new
 * tab, play or pause, the seek bar with times, and what the embed adds below. Fills its frame from 300 to 400 px
 * wide and 150 px high up; the cover grows when the frame is tall. Styling hook: `[data-slot="embed-player"]`.
 */
export function EmbedPlayer({
  player,
  title,
  href,
  artists,
  image,
  showSkip = false,
  children,
}: EmbedPlayerProps) {
  const siteName = useSettings().branding.site_name;
  return (
    <PlayerStoreProvider store={player}>
      <div data-slot="embed-player" className="flex h-full flex-col gap-2 bg-background p-3 text-foreground">
        <div className="flex min-w-0 items-center gap-3">
          {image ? (
            <img
              src={image}
              alt=""
              className="size-16 shrink-0 rounded-ui bg-muted object-cover [@media(min-height:240px)]:size-24"
            />
          ) : (
            <span className="flex size-16 shrink-0 items-center justify-center rounded-ui bg-muted text-2xl text-muted-foreground [@media(min-height:240px)]:size-24">
              <MusicIcon />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <h1 className="truncate font-semibold text-base">
              <NewTabLink href={href}>{title}</NewTabLink>
            </h1>
            <p className="truncate text-muted-foreground text-sm">
              {artists.map((artist, index) => (
                <span key={artist.href}>
                  {index > 0 && ', '}
                  <NewTabLink href={artist.href}>{artist.name}</NewTabLink>
                </span>
              ))}
            </p>
            <NowPlayingLine title={title} />
          </div>
          <NewTabLink href="/" className="self-start text-muted-foreground text-xs">
            {siteName}
          </NewTabLink>
        </div>
        <div className="flex items-center gap-1">
          {showSkip && <PreviousButton />}
          <EmbedPlayButton />
          {showSkip && <NextButton />}
          <SeekBar className="ml-2 min-w-0 flex-1" />
        </div>
        {children}
      </div>
    </PlayerStoreProvider>
  );
}

/** The cued track's name when it is not the embed's title (an album's embed), so the visitor sees what plays. */
function NowPlayingLine({ title }: { title: string }) {
  const cued = usePlayerSelector((state) => state.queue.cued?.track.name ?? null);
  if (!cued || cued === title) return null;
  return <p className="truncate text-muted-foreground text-xs">{cued}</p>;
}

/** Play or pause, checking `music.play` first like every play button of the site. */
function EmbedPlayButton() {
  const { trans } = useTrans();
  const actions = usePlayerActions();
  const playing = usePlayerSelector((state) => state.playing);
  const buffering = usePlayerSelector((state) => state.playing && state.buffering);
  return (
    <Button
      data-slot="play-button"
      isIconOnly
      aria-label={playing ? trans('Pause') : trans('Play')}
      aria-busy={buffering || undefined}
      className="size-10 shrink-0 rounded-full"
      onPress={() => actions.togglePlay()}
    >
      {playing ? <PauseIcon /> : <PlayIcon />}
    </Button>
  );
}
