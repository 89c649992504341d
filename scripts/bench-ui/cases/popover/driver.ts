import { type CaseDriver, clickTrigger, closeWith, OVERLAY_MAX_RATIO } from '../case-driver';

export const popover: CaseDriver = {
  id: 'popover',
  label: 'open Popover',
  requires: { button: ['Button'], dialog: ['Dialog', 'DialogTitle', 'DialogTrigger'], popover: ['Popover'] },
  act: clickTrigger,
  result: () => '[role="dialog"]',
  reset: closeWith('[role="dialog"]'),
  maxRatio: OVERLAY_MAX_RATIO,
};
