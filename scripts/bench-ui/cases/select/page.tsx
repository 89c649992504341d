import {
  Button as RACButton,
  Label as RACLabel,
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  Popover as RACPopover,
  Select as RACSelect,
  SelectValue as RACSelectValue,
} from 'react-aria-components';
import { Select, SelectItem } from '../../../../packages/ui/src/select';
import type { BenchCaseModule } from '../bench-case';

const GENRES = ['Ambient', 'Blues', 'Classical', 'Electronic', 'Folk', 'Jazz', 'Pop', 'Punk', 'Rock', 'Soul'];
const ITEMS = GENRES.map((name) => ({ id: name.toLowerCase(), name }));

function Ours() {
  return (
    <div className="w-64">
      <Select label="Genre" placeholder="Choose a genre" items={ITEMS}>
        {(genre) => <SelectItem>{genre.name}</SelectItem>}
      </Select>
    </div>
  );
}

function Raw() {
  return (
    <RACSelect className="flex w-64 flex-col gap-1" placeholder="Choose a genre">
      <RACLabel>Genre</RACLabel>
      <RACButton className="flex rounded border px-3 py-2">
        <RACSelectValue className="flex-1 text-start" />
      </RACButton>
      <RACPopover className="w-(--trigger-width) rounded border bg-white shadow">
        <RACListBox items={ITEMS} className="p-1 outline-none">
          {(genre) => (
            <RACListBoxItem className="px-3 py-2 outline-none data-[focused]:bg-gray-100">
              {genre.name}
            </RACListBoxItem>
          )}
        </RACListBox>
      </RACPopover>
    </RACSelect>
  );
}

export default { Ours, Raw } satisfies BenchCaseModule;
