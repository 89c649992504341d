import { type PlayerSettings, readPlayerSettings } from '@tonearm/client/contract';
import { useMemo } from 'react';
import { useSettings } from './use-bootstrap-data';

/**
 * The player panel's settings (`settings.player`, `settings.artistPage`), read where a screen needs them: each
 * value the operator never set, or that does not read, is its default.
 */
export function usePlayerSettings(): PlayerSettings {
  const settings = useSettings();
  return useMemo(() => readPlayerSettings(settings), [settings]);
}
