import { type CaseDriver, clickTrigger, closeWith } from '../case-driver';

export const popover: CaseDriver = {
  id: 'popover',
  label: 'open Popover',
  requires: { button: ['Button'], dialog: ['Dialog', 'DialogTitle', 'DialogTrigger'], popover: ['Popover'] },
  act: clickTrigger,
  result: () => '[role="dialog"]',
  reset: closeWith('[role="dialog"]'),
};
