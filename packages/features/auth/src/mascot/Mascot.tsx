import { cn } from '@tonearm/ui';
import type { MascotPose } from './mascot-state';

export interface MascotProps {
  pose: MascotPose;
  /**
   * Whether the pose changes without animation.
   * @default false
   */
  reducedMotion?: boolean;
  /** Extra classes for `[data-slot="mascot"]`. */
  className?: string;
}

// Resting paws peek over the bottom edge; raised, they sit over the eyes.
const PAWS_RESTING_OFFSET = 44;

/**
 * The login page's mascot, a listener in headphones who reads along as the email is typed and covers its eyes for
 * the password. Purely decorative, so hidden from assistive technology. Styling hook: `[data-slot="mascot"]` with
 * `[data-expression="idle" | "watching" | "covering"]`.
 */
export function Mascot({ pose, reducedMotion = false, className }: MascotProps) {
  const motion = reducedMotion ? 'transition-none' : 'transition-transform duration-300 ease-out';
  const pawsOffset = pose.expression === 'covering' ? 0 : PAWS_RESTING_OFFSET;
  return (
    <svg
      viewBox="0 0 160 112"
      aria-hidden="true"
      focusable="false"
      data-slot="mascot"
      data-expression={pose.expression}
      className={cn('h-28 w-40 motion-reduce:[&_*]:transition-none', className)}
    >
      <path
        d="M36 64C36 20 124 20 124 64"
        fill="none"
        strokeWidth={7}
        strokeLinecap="round"
        className="stroke-primary"
      />
      <circle cx={80} cy={68} r={40} strokeWidth={2} className="fill-muted stroke-border" />
      <rect x={26} y={54} width={14} height={28} rx={6} className="fill-primary" />
      <rect x={120} y={54} width={14} height={28} rx={6} className="fill-primary" />
      <circle cx={62} cy={80} r={5} className="fill-primary opacity-20" />
      <circle cx={98} cy={80} r={5} className="fill-primary opacity-20" />
      <circle cx={66} cy={62} r={9} strokeWidth={1.5} className="fill-paper stroke-border" />
      <circle cx={94} cy={62} r={9} strokeWidth={1.5} className="fill-paper stroke-border" />
      <g
        data-slot="mascot-pupils"
        className={motion}
        style={{ transform: `translate(${pose.pupils.x}px, ${pose.pupils.y}px)` }}
      >
        <circle cx={66} cy={62} r={4.5} className="fill-foreground" />
        <circle cx={94} cy={62} r={4.5} className="fill-foreground" />
      </g>
      {pose.expression === 'watching' ? (
        <ellipse cx={80} cy={86} rx={4} ry={4.5} className="fill-foreground" />
      ) : (
        <path
          d="M71 84Q80 91 89 84"
          fill="none"
          strokeWidth={2.5}
          strokeLinecap="round"
          className="stroke-foreground"
        />
      )}
      <g data-slot="mascot-paws" className={motion} style={{ transform: `translate(0px, ${pawsOffset}px)` }}>
        <ellipse cx={64} cy={64} rx={15} ry={11} className="fill-primary" />
        <ellipse cx={96} cy={64} rx={15} ry={11} className="fill-primary" />
      </g>
    </svg>
  );
}
