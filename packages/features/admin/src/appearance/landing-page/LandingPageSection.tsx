import { useTrans } from '@tonearm/shell';
import { Disclosure, DisclosureGroup, DisclosurePanel, DisclosureTrigger } from '@tonearm/ui';
import { updateLanding } from '../appearance-draft';
import type { AppearanceEditorModel } from '../use-appearance-editor';
import { LandingActionsFields } from './LandingActionsFields';
import { LandingFeaturesFields } from './LandingFeaturesFields';
import { LandingHeaderFields } from './LandingHeaderFields';

export interface LandingPageSectionProps {
  editor: AppearanceEditorModel;
}

/**
 * The landing page section: the header, its buttons, the primary and secondary features, and whether trending
 * artists and the pricing table show; the frame shows `/landing`, which renders the draft as it changes.
 */
export function LandingPageSection({ editor }: LandingPageSectionProps) {
  const { trans } = useTrans();
  const { landing } = editor.draft;
  const change = (patch: Parameters<typeof updateLanding>[1]) =>
    editor.edit((draft) => updateLanding(draft, patch));
  return (
    <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={['header']}>
      <Disclosure id="header">
        <DisclosureTrigger className="min-h-10">{trans('Header')}</DisclosureTrigger>
        <DisclosurePanel>
          <LandingHeaderFields landing={landing} onChange={change} />
        </DisclosurePanel>
      </Disclosure>
      <Disclosure id="actions">
        <DisclosureTrigger className="min-h-10">{trans('Action buttons')}</DisclosureTrigger>
        <DisclosurePanel>
          <LandingActionsFields actions={landing.actions} onChange={(actions) => change({ actions })} />
        </DisclosurePanel>
      </Disclosure>
      <Disclosure id="primary">
        <DisclosureTrigger className="min-h-10">{trans('Primary features')}</DisclosureTrigger>
        <DisclosurePanel>
          <LandingFeaturesFields
            noun={trans('Feature')}
            features={landing.primary_features}
            onChange={(primary_features) => change({ primary_features })}
            blank={{ title: '', subtitle: '', image: null }}
            max={6}
          />
        </DisclosurePanel>
      </Disclosure>
      <Disclosure id="secondary">
        <DisclosureTrigger className="min-h-10">{trans('Secondary features')}</DisclosureTrigger>
        <DisclosurePanel>
          <LandingFeaturesFields
            noun={trans('Secondary feature')}
            features={landing.secondary_features}
            onChange={(secondary_features) => change({ secondary_features })}
            blank={{ title: '', subtitle: '', description: '', image: null }}
            max={12}
          />
        </DisclosurePanel>
      </Disclosure>
    </DisclosureGroup>
  );
}
