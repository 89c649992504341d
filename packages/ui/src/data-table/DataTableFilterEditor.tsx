import { type FormEvent, type ReactNode, useState } from 'react';
import { Form, type Key } from 'react-aria-components';
import { useAsyncList } from 'react-stately';
import { Button } from '../button';
import { ComboBox } from '../combo-box';
import { Dialog, DialogTitle } from '../dialog';
import { Radio, RadioGroup } from '../radio-group';
import { Select, SelectItem } from '../select';
import { TextField } from '../text-field';
import { modelLabelKey, useDataTable } from './data-table-context';
import type { DataTableFilter, DataTableFilterOperator } from './data-table-state';
import { dayRangeToIso, isoRangeToDays, recentDays } from './date-range';
import { isDateRange } from './describe-filter';
import {
  type DataTableBooleanFilterDefinition,
  type DataTableDateRangeFilterDefinition,
  type DataTableFilterDefinition,
  type DataTableModelFilterDefinition,
  type DataTableModelOption,
  type DataTableNumberFilterDefinition,
  type DataTableSelectFilterDefinition,
  NUMBER_FILTER_OPERATORS,
} from './filter-definitions';
import { filterValueKey } from './filter-value-key';

interface EditorProps<Definition> {
  definition: Definition;
  /** The filter being edited, or undefined when adding it. */
  filter: DataTableFilter | undefined;
  onApply: (filter: DataTableFilter) => void;
}

/** The popover content that picks one filter's value: a form per kind of filter, applied with its button. */
export function DataTableFilterEditor(props: EditorProps<DataTableFilterDefinition>) {
  const { definition } = props;
  return (
    <Dialog padding="md" className="w-[min(20rem,calc(100vw-2rem))]">
      {({ close }) => {
        const onApply = (filter: DataTableFilter) => {
          props.onApply(filter);
          close();
        };
        const editor = { filter: props.filter, onApply };
        switch (definition.type) {
          case 'select':
            return <SelectEditor {...editor} definition={definition} />;
          case 'boolean':
            return <BooleanEditor {...editor} definition={definition} />;
          case 'number':
            return <NumberEditor {...editor} definition={definition} />;
          case 'dateRange':
            return <DateRangeEditor {...editor} definition={definition} />;
          case 'model':
            return <ModelEditor {...editor} definition={definition} />;
        }
      }}
    </Dialog>
  );
}

function EditorForm({
  definition,
  onSubmit,
  children,
}: {
  definition: DataTableFilterDefinition;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { labels } = useDataTable();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <>
      <DialogTitle className="text-base">{definition.label}</DialogTitle>
      {definition.description && <p className="text-muted-foreground text-sm">{definition.description}</p>}
      <Form onSubmit={submit} className="flex flex-col gap-3">
        {children}
        <Button type="submit" size="sm" className="self-end">
          {labels.apply}
        </Button>
      </Form>
    </>
  );
}

function SelectEditor({ definition, filter, onApply }: EditorProps<DataTableSelectFilterDefinition>) {
  const { labels } = useDataTable();
  const items = definition.options.map((option) => ({ ...option, id: filterValueKey(option.value) }));
  const [key, setKey] = useState<Key | null>(
    filter && !isDateRange(filter.value) ? filterValueKey(filter.value) : (items[0]?.id ?? null),
  );
  const submit = () => {
    const option = items.find((item) => item.id === key);
    if (option) onApply({ key: definition.key, operator: definition.operator ?? '=', value: option.value });
  };
  return (
    <EditorForm definition={definition} onSubmit={submit}>
      <Select label={labels.value} items={items} value={key} onChange={setKey} autoFocus size="sm">
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
    </EditorForm>
  );
}

function BooleanEditor({ definition, filter, onApply }: EditorProps<DataTableBooleanFilterDefinition>) {
  const { labels } = useDataTable();
  const [value, setValue] = useState(filter?.value === false ? 'false' : 'true');
  return (
    <EditorForm
      definition={definition}
      onSubmit={() => onApply({ key: definition.key, operator: '=', value: value === 'true' })}
    >
      <RadioGroup aria-label={definition.label} value={value} onChange={setValue} orientation="horizontal">
        <Radio value="true" autoFocus>
          {definition.trueLabel ?? labels.yes}
        </Radio>
        <Radio value="false">{definition.falseLabel ?? labels.no}</Radio>
      </RadioGroup>
    </EditorForm>
  );
}

function NumberEditor({ definition, filter, onApply }: EditorProps<DataTableNumberFilterDefinition>) {
  const { labels } = useDataTable();
  const operators = definition.operators ?? NUMBER_FILTER_OPERATORS;
  const [operator, setOperator] = useState<DataTableFilterOperator>(filter?.operator ?? operators[0] ?? '=');
  const [text, setText] = useState(typeof filter?.value === 'number' ? String(filter.value) : '');
  const [isInvalid, setInvalid] = useState(false);
  const submit = () => {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) {
      setInvalid(true);
      return;
    }
    onApply({ key: definition.key, operator, value });
  };
  return (
    <EditorForm definition={definition} onSubmit={submit}>
      {operators.length > 1 && (
        <Select
          label={labels.operator}
          items={operators.map((id) => ({ id, name: labels.operators[id] }))}
          value={operator}
          onChange={(key) => setOperator(key as DataTableFilterOperator)}
          autoFocus
          size="sm"
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      )}
      <TextField
        label={labels.value}
        type="number"
        inputMode="decimal"
        value={text}
        onChange={(next) => {
          setText(next);
          setInvalid(false);
        }}
        {...(definition.minValue === undefined ? {} : { min: definition.minValue })}
        isInvalid={isInvalid}
        errorMessage={labels.valueRequired}
        autoFocus={operators.length <= 1}
        size="sm"
      />
    </EditorForm>
  );
}

function DateRangeEditor({ definition, filter, onApply }: EditorProps<DataTableDateRangeFilterDefinition>) {
  const { labels } = useDataTable();
  const initial =
    filter && isDateRange(filter.value)
      ? isoRangeToDays(filter.value)
      : recentDays(definition.defaultDays ?? 30);
  const [first, setFirst] = useState(initial.first);
  const [last, setLast] = useState(initial.last);
  const [isInvalid, setInvalid] = useState(false);
  const submit = () => {
    const range = dayRangeToIso(first, last);
    if (!range) {
      setInvalid(true);
      return;
    }
    onApply({ key: definition.key, operator: 'between', value: range });
  };
  const change = (set: (value: string) => void) => (value: string) => {
    set(value);
    setInvalid(false);
  };
  return (
    <EditorForm definition={definition} onSubmit={submit}>
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label={labels.from}
          type="date"
          value={first}
          onChange={change(setFirst)}
          autoFocus
          size="sm"
        />
        <TextField label={labels.to} type="date" value={last} onChange={change(setLast)} size="sm" />
      </div>
      {isInvalid && (
        <p role="alert" className="text-danger text-sm">
          {labels.invalidDateRange}
        </p>
      )}
    </EditorForm>
  );
}

function ModelEditor({ definition, filter, onApply }: EditorProps<DataTableModelFilterDefinition>) {
  const { labels, modelLabels, rememberModelLabel } = useDataTable();
  const initialId =
    typeof filter?.value === 'string' || typeof filter?.value === 'number' ? filter.value : null;
  const initialLabel =
    initialId === null ? undefined : modelLabels.get(modelLabelKey(definition.key, initialId));
  const [selected, setSelected] = useState<DataTableModelOption | null>(
    initialId !== null && initialLabel !== undefined ? { id: initialId, label: initialLabel } : null,
  );
  const [isInvalid, setInvalid] = useState(false);
  const list = useAsyncList<DataTableModelOption & { id: Key }>({
    initialFilterText: initialLabel ?? '',
    async load({ signal, filterText }) {
      return { items: [...(await definition.load(filterText ?? '', signal))] };
    },
  });
  const submit = () => {
    if (!selected) {
      setInvalid(true);
      return;
    }
    rememberModelLabel(definition.key, selected.id, selected.label);
    onApply({ key: definition.key, operator: '=', value: selected.id });
  };
  return (
    <EditorForm definition={definition} onSubmit={submit}>
      <ComboBox
        label={labels.value}
        placeholder={labels.modelSearchPlaceholder}
        items={list.items}
        inputValue={list.filterText}
        onInputChange={list.setFilterText}
        value={selected?.id ?? null}
        onChange={(key) => {
          const option = list.items.find((item) => item.id === key) ?? null;
          setSelected(option);
          // With both the value and the text controlled, the combo box leaves the text to its owner.
          if (option) list.setFilterText(option.label);
          setInvalid(false);
        }}
        isInvalid={isInvalid}
        errorMessage={labels.valueRequired}
        autoFocus
        size="sm"
      >
        {(item) => (
          <SelectItem id={item.id} textValue={item.label} description={item.description}>
            {item.label}
          </SelectItem>
        )}
      </ComboBox>
    </EditorForm>
  );
}
