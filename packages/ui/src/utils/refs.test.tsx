// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { createRef, type ReactElement, type RefObject } from 'react';
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
import { Disclosure, DisclosurePanel, DisclosureTrigger } from '../disclosure/Disclosure';
import { DropZone } from '../file-trigger/DropZone';
import { IllustratedMessage } from '../illustrated-message/IllustratedMessage';
import { Menu } from '../menu/Menu';
import { MenuItem } from '../menu/MenuItem';
import { ProgressBar } from '../progress-bar/ProgressBar';
import { Radio, RadioGroup } from '../radio-group/RadioGroup';
import { SearchField } from '../search-field/SearchField';
import { Select } from '../select/Select';
import { SelectItem } from '../select/SelectItem';
import { Skeleton } from '../skeleton/Skeleton';
import { Switch } from '../switch/Switch';
import { Tab, TabList, TabPanel, Tabs } from '../tabs/Tabs';
import { answerAsDesktopScreen } from '../test-support/media-queries';
import { FieldLabel } from '../text-field/FieldParts';
import { PasswordField } from '../text-field/PasswordField';
import { TextField } from '../text-field/TextField';

interface RefCase {
  name: string;
  /** The `data-slot` of the element the ref must reach. */
  slot: string;
  renderWithRef: () => { element: ReactElement; ref: RefObject<Element | null> };
}

function refCase<E extends Element>(
  name: string,
  slot: string,
  renderWith: (ref: RefObject<E | null>) => ReactElement,
): RefCase {
  return {
    name,
    slot,
    renderWithRef: () => {
      const ref = createRef<E>();
      return { element: renderWith(ref), ref };
    },
  };
}

const cases: RefCase[] = [
  refCase<HTMLSpanElement>('Avatar', 'avatar', (ref) => <Avatar ref={ref} name="Ada Lovelace" />),
  refCase<HTMLSpanElement>('Badge', 'badge', (ref) => <Badge ref={ref}>New</Badge>),
  refCase<HTMLOListElement>('Breadcrumbs', 'breadcrumbs', (ref) => (
    <Breadcrumbs ref={ref}>
      <Breadcrumb id="home">Home</Breadcrumb>
    </Breadcrumbs>
  )),
  refCase<HTMLButtonElement>('Button', 'button', (ref) => <Button ref={ref}>Play</Button>),
  refCase<HTMLAnchorElement>('ButtonLink', 'button-link', (ref) => (
    <ButtonLink ref={ref} href="/library">
      Library
    </ButtonLink>
  )),
  refCase<HTMLDivElement>('Checkbox', 'checkbox', (ref) => <Checkbox ref={ref}>Shuffle</Checkbox>),
  refCase<HTMLDivElement>('CheckboxGroup', 'checkbox-group', (ref) => (
    <CheckboxGroup ref={ref} label="Genres">
      <Checkbox value="jazz">Jazz</Checkbox>
    </CheckboxGroup>
  )),
  refCase<HTMLDivElement>('ComboBox', 'combo-box', (ref) => (
    <ComboBox ref={ref} label="Artist">
      <SelectItem id="a">Abba</SelectItem>
    </ComboBox>
  )),
  refCase<HTMLDivElement>('DataTableToolbar', 'data-table-toolbar', (ref) => <DataTableToolbar ref={ref} />),
  refCase<HTMLDivElement>('Disclosure', 'disclosure', (ref) => (
    <Disclosure ref={ref}>
      <DisclosureTrigger>Details</DisclosureTrigger>
      <DisclosurePanel>Text</DisclosurePanel>
    </Disclosure>
  )),
  refCase<HTMLDivElement>('DropZone', 'drop-zone', (ref) => <DropZone ref={ref} aria-label="Drop files" />),
  refCase<HTMLDivElement>('IllustratedMessage', 'illustrated-message', (ref) => (
    <IllustratedMessage ref={ref} title="No playlists" />
  )),
  refCase<HTMLDivElement>('Menu', 'menu', (ref) => (
    <Menu ref={ref} aria-label="Actions">
      <MenuItem id="play">Play</MenuItem>
    </Menu>
  )),
  refCase<HTMLDivElement>('ProgressBar', 'progress-bar', (ref) => (
    <ProgressBar ref={ref} label="Upload" value={40} />
  )),
  refCase<HTMLDivElement>('RadioGroup', 'radio-group', (ref) => (
    <RadioGroup ref={ref} label="Quality">
      <Radio value="high">High</Radio>
    </RadioGroup>
  )),
  refCase<HTMLDivElement>('SearchField', 'search-field', (ref) => <SearchField ref={ref} label="Search" />),
  refCase<HTMLDivElement>('Select', 'select', (ref) => (
    <Select ref={ref} label="Sort">
      <SelectItem id="title">Title</SelectItem>
    </Select>
  )),
  refCase<HTMLDivElement>('Skeleton', 'skeleton', (ref) => <Skeleton ref={ref} />),
  refCase<HTMLDivElement>('Switch', 'switch', (ref) => <Switch ref={ref}>Autoplay</Switch>),
  refCase<HTMLDivElement>('Tabs', 'tabs', (ref) => (
    <Tabs ref={ref}>
      <TabList aria-label="Sections">
        <Tab id="songs">Songs</Tab>
      </TabList>
      <TabPanel id="songs">Songs</TabPanel>
    </Tabs>
  )),
  refCase<HTMLLabelElement>('FieldLabel', 'label', (ref) => <FieldLabel ref={ref}>Title</FieldLabel>),
  refCase<HTMLDivElement>('TextField', 'text-field', (ref) => <TextField ref={ref} label="Title" />),
  refCase<HTMLDivElement>('PasswordField', 'password-field', (ref) => (
    <PasswordField ref={ref} label="Password" />
  )),
];

describe('refs', () => {
  beforeAll(answerAsDesktopScreen);

  it.each(cases)('reach the root element of $name', ({ slot, renderWithRef }) => {
    const { element, ref } = renderWithRef();
    const { container } = render(element);

    expect(ref.current).not.toBeNull();
    expect(ref.current).toBe(container.querySelector(`[data-slot="${slot}"]`));
  });
});
