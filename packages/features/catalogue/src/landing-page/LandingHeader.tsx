import type { LandingAction, LandingAppearance } from '@tonearm/client/contract';
import { ButtonLink, cn } from '@tonearm/ui';
import { overlayBackground } from './landing-appearance';

export interface LandingHeaderProps {
  appearance: LandingAppearance;
  title: string;
  subtitle: string | null;
  /** The buttons to show, those this visitor may follow. */
  actions: LandingAction[];
}

/** The landing page's header: its title and subtitle over the image and overlay colours, and its buttons. */
export function LandingHeader({ appearance, title, subtitle, actions }: LandingHeaderProps) {
  const overlay = overlayBackground(appearance);
  const image = appearance.header_image;
  const onPicture = Boolean(image || overlay);
  return (
    <section
      aria-labelledby="landing-title"
      className={cn('relative isolate overflow-hidden', onPicture && 'bg-[rgb(23_23_23)] text-white')}
    >
      {image && (
        <img src={image} alt="" className="-z-20 absolute inset-0 size-full object-cover" decoding="async" />
      )}
      {overlay && (
        <div
          aria-hidden="true"
          className="-z-10 absolute inset-0"
          style={{ background: overlay, opacity: appearance.header_overlay_opacity / 100 }}
        />
      )}
      <div className="mx-auto flex w-full max-w-4xl flex-col items-center gap-6 px-6 py-16 text-center md:py-24">
        <h1 id="landing-title" className="font-bold text-4xl tracking-tight md:text-6xl">
          {title}
        </h1>
        {subtitle && (
          <p className={cn('max-w-2xl text-lg', onPicture ? 'text-white' : 'text-muted-foreground')}>
            {subtitle}
          </p>
        )}
        {actions.length > 0 && (
          <div className="flex flex-wrap justify-center gap-3">
            {actions.map((action, index) => (
              <ButtonLink
                key={`${action.url}-${action.label}`}
                href={action.url}
                size="lg"
                variant={index === 0 ? undefined : 'outline'}
                className={cn(index > 0 && onPicture && 'border-white bg-transparent text-white')}
              >
                {action.label}
              </ButtonLink>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
