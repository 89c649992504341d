import {
  Button as RACButton,
  Dialog as RACDialog,
  DialogTrigger as RACDialogTrigger,
  Heading as RACHeading,
  Popover as RACPopover,
} from 'react-aria-components';
import { Button } from '../../../../packages/ui/src/button';
import { Dialog, DialogTitle, DialogTrigger } from '../../../../packages/ui/src/dialog';
import { Popover } from '../../../../packages/ui/src/popover';
import type { BenchCaseModule } from '../bench-case';

const TEXT = 'Recorded live at the Harbor Hall, March 2019. Mixed by Nora Vale.';

function Ours() {
  return (
    <DialogTrigger>
      <Button variant="outline">Track credits</Button>
      <Popover className="max-w-xs">
        <Dialog padding="md">
          <DialogTitle>Credits</DialogTitle>
          <p>{TEXT}</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function Raw() {
  return (
    <RACDialogTrigger>
      <RACButton className="rounded border px-3 py-2">Track credits</RACButton>
      <RACPopover className="max-w-xs rounded border bg-white shadow">
        <RACDialog className="p-4 outline-none">
          <RACHeading slot="title" className="font-semibold">
            Credits
          </RACHeading>
          <p>{TEXT}</p>
        </RACDialog>
      </RACPopover>
    </RACDialogTrigger>
  );
}

export default { Ours, Raw } satisfies BenchCaseModule;
