import { useTrans } from '@tonearm/shell';
import { cn } from '@tonearm/ui';
import type { ReactNode } from 'react';
import type { AccountSection } from './account-sections';

export interface SettingsPanelProps {
  /** The section: its anchor becomes the panel's id, its title the panel's heading. */
  section: AccountSection;
  /** A sentence under the title saying what the panel is for. */
  description?: ReactNode;
  /** `danger` marks the danger zone. @default 'default' */
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/**
 * One panel of the account settings: a titled, anchored region. Styling hook: `[data-slot="settings-panel"]`
 * with `[data-tone]`.
 */
export function SettingsPanel({ section, description, tone = 'default', children }: SettingsPanelProps) {
  const { trans } = useTrans();
  const headingId = `${section.id}-title`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      data-slot="settings-panel"
      data-tone={tone}
      className={cn(
        'scroll-mt-20 rounded-ui border bg-paper p-4 sm:p-6',
        tone === 'danger' ? 'border-danger' : 'border-border',
      )}
    >
      <h2 id={headingId} className="font-semibold text-lg">
        {section.title(trans)}
      </h2>
      {description ? <p className="mt-1 text-muted-foreground text-sm">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
