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
      <RACButton className="rounded border px-3 py-2">Track options</RACButton>
      <RACPopover className="rounded border bg-white shadow">
        <RACMenu className="p-1 outline-none">
          {ACTIONS.map((action) => (
            <RACMenuItem
              key={action}
              id={action}
              className="px-3 py-2 outline-none data-[focused]:bg-gray-100"
            >
              {action}
            </RACMenuItem>
          ))}
        </RACMenu>
      </RACPopover>
    </RACMenuTrigger>
  );
}

export default { Ours, Raw } satisfies BenchCaseModule;
