// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { beforeAll, describe, expect, it } from 'vitest';
import { Avatar } from '../avatar/Avatar';
import { Badge } from '../badge/Badge';
import { Breadcrumb, Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { Button } from '../button/Button';
import { ButtonLink } from '../button/ButtonLink';
import { Checkbox } from '../checkbox/Checkbox';
import { CheckboxGroup } from '../checkbox/CheckboxGroup';
import { ComboBox } from '../combo-box/ComboBox';
import { DataTableToolbar } from '../data-table/DataTableToolbar';
import { Dialog } from '../dialog/Dialog';
import { Modal } from '../dialog/Modal';
import { Disclosure, DisclosurePanel, DisclosureTrigger } from '../disclosure/Disclosure';
import { DropZone } from '../file-trigger/DropZone';
import { IllustratedMessage } from '../illustrated-message/IllustratedMessage';
import { Menu } from '../menu/Menu';
import { MenuItem } from '../menu/MenuItem';
import { Popover } from '../popover/Popover';
import { ProgressBar } from '../progress-bar/ProgressBar';
import { Radio, RadioGroup } from '../radio-group/RadioGroup';
import { SearchField } from '../search-field/SearchField';
import { Select } from '../select/Select';
import { SelectItem } from '../select/SelectItem';
import { SelectListBox } from '../select/SelectListBox';
import { Skeleton } from '../skeleton/Skeleton';
import { Spinner } from '../spinner/Spinner';
import { Switch } from '../switch/Switch';
import { Tab, TabList, TabPanel, Tabs } from '../tabs/Tabs';
import { answerAsDesktopScreen } from '../test-support/media-queries';
import { FieldLabel } from '../text-field/FieldParts';
import { PasswordField } from '../text-field/PasswordField';
import { TextArea } from '../text-field/TextArea';
import { TextField } from '../text-field/TextField';
import { ToastRegion } from '../toast/ToastRegion';

/** What React Aria's function form of `className` is given; a function that ignores it fits every component. */
type ClassNameFunction = () => string;

interface ClassNameCase {
  name: string;
  /** The `data-slot` of the element that takes the `className`. */
  slot: string;
  /** A class the kit sets on that element, and a caller's class for the same property that must replace it. */
  kit: string;
  override: string;
  render: (className: string) => ReactElement;
  /** Renders with React Aria's function form, for the components whose React Aria root takes it. */
  renderWithFunction?: (className: ClassNameFunction) => ReactElement;
}

/** Renders the same element with a string or a function `className`, for the components that take both. */
function both(
  name: string,
  slot: string,
  kit: string,
  override: string,
  renderAny: (className: string | ClassNameFunction) => ReactElement,
): ClassNameCase {
  return { name, slot, kit, override, render: renderAny, renderWithFunction: renderAny };
}

function stringOnly(
  name: string,
  slot: string,
  kit: string,
  override: string,
  render: (className: string) => ReactElement,
): ClassNameCase {
  return { name, slot, kit, override, render };
}

const cases: ClassNameCase[] = [
  stringOnly('Avatar', 'avatar', 'rounded-full', 'rounded-ui', (className) => (
    <Avatar name="Ada Lovelace" className={className} />
  )),
  stringOnly('Badge', 'badge', 'bg-muted', 'bg-danger', (className) => (
    <Badge className={className}>New</Badge>
  )),
  stringOnly('Breadcrumbs', 'breadcrumbs', 'gap-1', 'gap-4', (className) => (
    <Breadcrumbs className={className}>
      <Breadcrumb id="home">Home</Breadcrumb>
    </Breadcrumbs>
  )),
  both('Breadcrumb', 'breadcrumb', 'gap-1', 'gap-4', (className) => (
    <Breadcrumbs>
      <Breadcrumb id="home" className={className}>
        Home
      </Breadcrumb>
    </Breadcrumbs>
  )),
  both('Button', 'button', 'rounded-ui', 'rounded-full', (className) => (
    <Button className={className}>Play</Button>
  )),
  both('ButtonLink', 'button-link', 'bg-primary', 'bg-danger', (className) => (
    <ButtonLink href="/library" className={className}>
      Library
    </ButtonLink>
  )),
  both('Checkbox', 'checkbox', 'gap-1', 'gap-3', (className) => (
    <Checkbox className={className}>Shuffle</Checkbox>
  )),
  both('CheckboxGroup', 'checkbox-group', 'gap-2', 'gap-6', (className) => (
    <CheckboxGroup label="Genres" className={className}>
      <Checkbox value="jazz">Jazz</Checkbox>
    </CheckboxGroup>
  )),
  both('ComboBox', 'combo-box', 'flex-col', 'flex-row', (className) => (
    <ComboBox label="Artist" className={className}>
      <SelectItem id="a">Abba</SelectItem>
    </ComboBox>
  )),
  stringOnly('DataTableToolbar', 'data-table-toolbar', 'gap-2', 'gap-8', (className) => (
    <DataTableToolbar className={className} />
  )),
  stringOnly('Dialog', 'dialog', 'gap-4', 'gap-1', (className) => (
    <Dialog aria-label="Details" className={className}>
      Text
    </Dialog>
  )),
  both('Modal', 'modal', 'bg-paper', 'bg-muted', (className) => (
    <Modal isOpen className={className}>
      <Dialog aria-label="Details">Text</Dialog>
    </Modal>
  )),
  both('Popover', 'popover', 'shadow-lg', 'shadow-none', (className) => (
    <DialogTrigger defaultOpen>
      <Button>Open</Button>
      <Popover className={className}>
        <Dialog aria-label="Details">Text</Dialog>
      </Popover>
    </DialogTrigger>
  )),
  both('Disclosure', 'disclosure', 'flex-col', 'flex-row', (className) => (
    <Disclosure className={className}>
      <DisclosureTrigger>Details</DisclosureTrigger>
      <DisclosurePanel>Text</DisclosurePanel>
    </Disclosure>
  )),
  both('DropZone', 'drop-zone', 'p-6', 'p-2', (className) => (
    <DropZone aria-label="Drop files" className={className} />
  )),
  stringOnly('IllustratedMessage', 'illustrated-message', 'max-w-md', 'max-w-full', (className) => (
    <IllustratedMessage title="No playlists" className={className} />
  )),
  both('Menu', 'menu', 'min-w-48', 'min-w-72', (className) => (
    <Menu aria-label="Actions" className={className}>
      <MenuItem id="play">Play</MenuItem>
    </Menu>
  )),
  both('MenuItem', 'menu-item', 'rounded-[calc(var(--radius-ui)-2px)]', 'rounded-none', (className) => (
    <Menu aria-label="Actions">
      <MenuItem id="play" className={className}>
        Play
      </MenuItem>
    </Menu>
  )),
  both('ProgressBar', 'progress-bar', 'gap-1.5', 'gap-0', (className) => (
    <ProgressBar label="Upload" value={40} className={className} />
  )),
  both('RadioGroup', 'radio-group', 'gap-2', 'gap-4', (className) => (
    <RadioGroup label="Quality" className={className}>
      <Radio value="high">High</Radio>
    </RadioGroup>
  )),
  both('Radio', 'radio', 'gap-0.5', 'gap-2', (className) => (
    <RadioGroup label="Quality">
      <Radio value="high" className={className}>
        High
      </Radio>
    </RadioGroup>
  )),
  both('SearchField', 'search-field', 'gap-1.5', 'gap-3', (className) => (
    <SearchField label="Search" className={className} />
  )),
  both('Select', 'select', 'gap-1.5', 'gap-3', (className) => (
    <Select label="Sort" className={className}>
      <SelectItem id="title">Title</SelectItem>
    </Select>
  )),
  both('SelectListBox', 'list-box', 'p-1', 'p-3', (className) => (
    <SelectListBox aria-label="Sort" className={className}>
      <SelectItem id="title">Title</SelectItem>
    </SelectListBox>
  )),
  both('SelectItem', 'list-box-item', 'rounded-[calc(var(--radius-ui)-2px)]', 'rounded-none', (className) => (
    <SelectListBox aria-label="Sort">
      <SelectItem id="title" className={className}>
        Title
      </SelectItem>
    </SelectListBox>
  )),
  stringOnly('Skeleton', 'skeleton', 'rounded-ui', 'rounded-full', (className) => (
    <Skeleton className={className} />
  )),
  stringOnly('Spinner', 'spinner', 'text-current', 'text-primary', (className) => (
    <Spinner className={className} />
  )),
  both('Switch', 'switch', 'gap-1', 'gap-3', (className) => <Switch className={className}>Autoplay</Switch>),
  both('Tabs', 'tabs', 'gap-4', 'gap-1', (className) => (
    <Tabs className={className}>
      <TabList aria-label="Sections">
        <Tab id="songs">Songs</Tab>
      </TabList>
      <TabPanel id="songs">Songs</TabPanel>
    </Tabs>
  )),
  both('Tab', 'tab', 'px-3', 'px-6', (className) => (
    <Tabs>
      <TabList aria-label="Sections">
        <Tab id="songs" className={className}>
          Songs
        </Tab>
      </TabList>
      <TabPanel id="songs">Songs</TabPanel>
    </Tabs>
  )),
  stringOnly('FieldLabel', 'label', 'text-sm', 'text-lg', (className) => (
    <FieldLabel className={className}>Title</FieldLabel>
  )),
  both('TextField', 'text-field', 'gap-1.5', 'gap-4', (className) => (
    <TextField label="Title" className={className} />
  )),
  both('TextArea', 'text-area', 'gap-1.5', 'gap-4', (className) => (
    <TextArea label="Notes" className={className} />
  )),
  both('PasswordField', 'password-field', 'gap-1.5', 'gap-4', (className) => (
    <PasswordField label="Password" className={className} />
  )),
  stringOnly('ToastRegion', 'toast-region', 'z-50', 'z-10', (className) => (
    <ToastRegion className={className} />
  )),
];

function rendered(slot: string): Element {
  const element = document.body.querySelector(`[data-slot="${slot}"]`);
  if (!element) throw new Error(`No [data-slot="${slot}"] was rendered`);
  return element;
}

describe('className on kit components', () => {
  beforeAll(answerAsDesktopScreen);

  it.each(cases)(
    'lets a caller’s class replace the kit’s own for the same property on $name',
    async (testCase) => {
      const { unmount } = render(testCase.render(`${testCase.override} caller-hook`));
      // The spinner appears after a short delay, so that quick work never flickers one.
      const element = await waitFor(() => rendered(testCase.slot));

      expect(element).toHaveClass(testCase.override, 'caller-hook');
      expect(element).not.toHaveClass(testCase.kit);
      unmount();
    },
  );

  it.each(cases.filter((testCase) => testCase.renderWithFunction))(
    'accepts React Aria’s function form on $name and merges what it returns',
    (testCase) => {
      const { unmount } = render(testCase.renderWithFunction?.(() => testCase.override) ?? <></>);
      const element = rendered(testCase.slot);

      expect(element).toHaveClass(testCase.override);
      expect(element).not.toHaveClass(testCase.kit);
      unmount();
    },
  );

  it('passes the render state to the function form', () => {
    render(
      <Checkbox isSelected className={({ isSelected }) => (isSelected ? 'gap-3 is-on' : 'is-off')}>
        Shuffle
      </Checkbox>,
    );

    expect(rendered('checkbox')).toHaveClass('flex', 'flex-col', 'gap-3', 'is-on');
    expect(rendered('checkbox')).not.toHaveClass('gap-1');
  });
});
