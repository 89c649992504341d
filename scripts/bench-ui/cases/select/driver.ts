import { type CaseDriver, clickTrigger, closeWith, OVERLAY_MAX_RATIO } from '../case-driver';

export const select: CaseDriver = {
  id: 'select',
  label: 'open Select',
  requires: { select: ['Select', 'SelectItem'] },
  act: clickTrigger,
  result: () => '[role="listbox"] [role="option"]',
  reset: closeWith('[role="listbox"]'),
  maxRatio: OVERLAY_MAX_RATIO,
};
