import { type CaseDriver, clickTrigger, closeWith, OVERLAY_MAX_RATIO } from '../case-driver';

export const menu: CaseDriver = {
  id: 'menu',
  label: 'open Menu',
  requires: { button: ['Button'], menu: ['Menu', 'MenuItem', 'MenuTrigger'] },
  act: clickTrigger,
  result: () => '[role="menu"] [role="menuitem"]',
  reset: closeWith('[role="menu"]'),
  maxRatio: OVERLAY_MAX_RATIO,
};
