import type { SettingsPanel } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { useMemo } from 'react';
import { type SettingsPanelDefinition, settingsPanels } from './settings-fields';

/** Every settings panel in the reader's language, built again only when the translations change. */
export function useSettingsPanelDefinitions(): Record<SettingsPanel, SettingsPanelDefinition> {
  const { trans } = useTrans();
  return useMemo(() => settingsPanels(trans), [trans]);
}
