import { type CaseDriver, clickTrigger, closeWith } from '../case-driver';

export const select: CaseDriver = {
  id: 'select',
  label: 'open Select',
  requires: { select: ['Select', 'SelectItem'] },
  act: clickTrigger,
  result: () => '[role="listbox"] [role="option"]',
  reset: closeWith('[role="listbox"]'),
};
