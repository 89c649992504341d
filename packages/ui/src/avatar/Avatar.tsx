import { type Ref, useState } from 'react';
import { cn } from '../utils/cn';
import { avatarVariants } from './avatar.variants';
import { getInitials } from './get-initials';

export interface AvatarProps {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLSpanElement>;
  /** Whose picture it is: the accessible name, and the source of the initials shown without a picture. */
  name: string;
  /** The picture's URL (the user's `image`); without one, or when it fails to load, initials are shown. */
  src?: string | null;
  /**
   * The diameter.
   * @default 'md'
   */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /**
   * Round for people, square for things such as a workspace.
   * @default 'circle'
   */
  shape?: 'circle' | 'square';
  /** Extra classes for `[data-slot="avatar"]`. */
  className?: string;
}

/**
 * A person's picture, with their initials while it loads, when there is none, or when it fails to load. Styling
 * hooks: `[data-slot="avatar"]`, `[data-fallback]` while the initials show; parts `[data-slot="avatar-image"]` and
 * `[data-slot="avatar-initials"]`.
 */
export function Avatar({ name, src, size, shape, className, ref }: AvatarProps) {
  // Keyed by URL, so a new picture gets a fresh chance after an old one failed.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  const isLoaded = showImage && src === loadedSrc;
  return (
    <span
      ref={ref}
      role="img"
      aria-label={name}
      data-slot="avatar"
      data-fallback={isLoaded ? undefined : true}
      className={cn(avatarVariants({ size, shape }), className)}
    >
      <span data-slot="avatar-initials" aria-hidden="true" className={cn(isLoaded && 'invisible')}>
        {getInitials(name)}
      </span>
      {showImage && src && (
        // biome-ignore lint/a11y/noNoninteractiveElementInteractions: load and error are media events, not input
        <img
          key={src}
          src={src}
          alt=""
          data-slot="avatar-image"
          className={cn('absolute inset-0 size-full object-cover', !isLoaded && 'opacity-0')}
          onLoad={() => setLoadedSrc(src)}
          onError={() => setFailedSrc(src)}
        />
      )}
    </span>
  );
}
