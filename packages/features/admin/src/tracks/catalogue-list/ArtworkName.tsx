export interface ArtworkNameProps {
  /** The picture's address; a neutral square stands in when there is none. */
  image: string | null;
  name: string;
  /** A second line, such as the artists. */
  detail?: string;
  /** Round for artists, square for tracks and albums. */
  shape?: 'square' | 'round';
}

/** A list cell with a small picture, the name and an optional second line. The picture is decorative. */
export function ArtworkName({ image, name, detail, shape = 'square' }: ArtworkNameProps) {
  const rounded = shape === 'round' ? 'rounded-full' : 'rounded-ui';
  return (
    <span className="flex min-w-0 items-center gap-3">
      {image ? (
        <img
          src={image}
          alt=""
          width={40}
          height={40}
          className={`size-10 shrink-0 object-cover ${rounded}`}
        />
      ) : (
        <span aria-hidden="true" className={`size-10 shrink-0 bg-muted ${rounded}`} />
      )}
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{name}</span>
        {detail && <span className="truncate text-muted-foreground text-xs">{detail}</span>}
      </span>
    </span>
  );
}
