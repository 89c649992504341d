import { type CaseDriver, clickTrigger, closeWith, OVERLAY_MAX_RATIO } from '../case-driver';

export const dialog: CaseDriver = {
  id: 'dialog',
  label: 'open Dialog',
  requires: {
    button: ['Button'],
    dialog: ['Dialog', 'DialogFooter', 'DialogTitle', 'DialogTrigger', 'Modal'],
  },
  act: clickTrigger,
  result: () => '[role="dialog"]',
  reset: closeWith('[role="dialog"]'),
  maxRatio: OVERLAY_MAX_RATIO,
};
