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
import { POPUP_PADDING, RAW_STYLES } from '../raw-styles';

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
      <RACButton className={RAW_STYLES.triggerButton}>Track credits</RACButton>
      <RACPopover containerPadding={POPUP_PADDING} className={RAW_STYLES.creditsPopover}>
        <RACDialog className={RAW_STYLES.popoverDialog}>
          <RACHeading slot="title" className={RAW_STYLES.dialogTitle}>
            Credits
          </RACHeading>
          <p>{TEXT}</p>
        </RACDialog>
      </RACPopover>
    </RACDialogTrigger>
  );
}

export default { Ours, Raw } satisfies BenchCaseModule;
