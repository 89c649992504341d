import type { LandingPrimaryFeature, LandingSecondaryFeature } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';

/** The primary features, side by side, each with its picture. */
export function LandingPrimaryFeatures({ features }: { features: LandingPrimaryFeature[] }) {
  const { trans } = useTrans();
  if (features.length === 0) return null;
  return (
    <section aria-label={trans('Features')} className="mx-auto w-full max-w-6xl px-4 py-12">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li
            key={feature.title}
            className="flex flex-col gap-3 rounded-ui border border-border bg-paper p-5"
          >
            {feature.image && (
              <img src={feature.image} alt="" className="h-32 w-full rounded-ui object-cover" />
            )}
            <h2 className="font-semibold text-lg">{feature.title}</h2>
            {feature.subtitle && <p className="text-muted-foreground">{feature.subtitle}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The secondary features, one per row, the picture beside the text. */
export function LandingSecondaryFeatures({ features }: { features: LandingSecondaryFeature[] }) {
  const { trans } = useTrans();
  if (features.length === 0) return null;
  return (
    <section aria-label={trans('More features')} className="mx-auto w-full max-w-5xl px-4 py-12">
      <ul className="flex flex-col gap-10">
        {features.map((feature) => (
          <li key={feature.title} className="flex flex-col gap-6 md:flex-row md:items-center">
            {feature.image && (
              <img src={feature.image} alt="" className="w-full rounded-ui object-cover md:w-1/2" />
            )}
            <div className="flex flex-col gap-2">
              {feature.subtitle && (
                <p className="font-medium text-primary text-sm uppercase tracking-wide">{feature.subtitle}</p>
              )}
              <h2 className="font-semibold text-2xl">{feature.title}</h2>
              {feature.description && <p className="text-muted-foreground">{feature.description}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
