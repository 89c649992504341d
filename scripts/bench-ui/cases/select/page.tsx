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
import { MENU_MAX_HEIGHT, POPUP_PADDING, RAW_STYLES } from '../raw-styles';

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
    <div className="w-64">
      <RACSelect className={RAW_STYLES.selectField} placeholder="Choose a genre">
        <RACLabel className={RAW_STYLES.fieldLabel}>Genre</RACLabel>
        <RACButton className={RAW_STYLES.selectTrigger}>
          <RACSelectValue className={RAW_STYLES.selectValue} />
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            className="size-4 shrink-0 text-muted-foreground"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </RACButton>
        <RACPopover
          containerPadding={POPUP_PADDING}
          maxHeight={MENU_MAX_HEIGHT}
          className={RAW_STYLES.selectPopover}
        >
          <RACListBox items={ITEMS} className={RAW_STYLES.listBox}>
            {(genre) => <RACListBoxItem className={RAW_STYLES.listBoxItem}>{genre.name}</RACListBoxItem>}
          </RACListBox>
        </RACPopover>
      </RACSelect>
    </div>
  );
}

export default { Ours, Raw } satisfies BenchCaseModule;
