import {
  Button as RACButton,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuTrigger as RACMenuTrigger,
  Popover as RACPopover,
} from 'react-aria-components';
import { Button } from '../../../../packages/ui/src/button';
import { Menu, MenuItem, MenuTrigger } from '../../../../packages/ui/src/menu';
import type { BenchCaseModule } from '../bench-case';
import { MENU_MAX_HEIGHT, POPUP_PADDING, RAW_STYLES } from '../raw-styles';

const ACTIONS = ['Play next', 'Add to queue', 'Add to playlist', 'Go to artist', 'Go to album', 'Share'];

function Ours() {
  return (
    <MenuTrigger>
      <Button variant="outline">Track options</Button>
      <Menu>
        {ACTIONS.map((action) => (
          <MenuItem key={action} id={action}>
            {action}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}

function Raw() {
  return (
    <RACMenuTrigger>
      <RACButton className={RAW_STYLES.triggerButton}>Track options</RACButton>
      <RACPopover
        placement="bottom start"
        maxHeight={MENU_MAX_HEIGHT}
        containerPadding={POPUP_PADDING}
        className={RAW_STYLES.popover}
      >
        <RACMenu className={RAW_STYLES.menu}>
          {ACTIONS.map((action) => (
            <RACMenuItem key={action} id={action} className={RAW_STYLES.menuItem}>
              {action}
            </RACMenuItem>
          ))}
        </RACMenu>
      </RACPopover>
    </RACMenuTrigger>
  );
}

export default { Ours, Raw } satisfies BenchCaseModule;
