import { useTrans } from '@tonearm/shell';
import { Button, TextField } from '@tonearm/ui';

type Conditions = Record<string, string | number | boolean>;

export interface MenuItemSettingConditionsProps {
  /** Setting paths and the values they must have. */
  settings: Conditions;
  /** Why the server would refuse them. */
  error: string | undefined;
  onChange: (settings: Conditions) => void;
}

const fromEntries = (entries: Array<[string, string | number | boolean]>): Conditions =>
  Object.fromEntries(entries);

/**
 * Settings that must have a value for the item to show, such as `billing.enable` = `true`: one row each, with the
 * setting's dotted path and its value as text (the rules read `'true'` as `true` and `'2'` as `2`).
 */
export function MenuItemSettingConditions({ settings, error, onChange }: MenuItemSettingConditionsProps) {
  const { trans } = useTrans();
  const entries = Object.entries(settings);
  const replace = (index: number, entry: [string, string | number | boolean]) =>
    onChange(fromEntries(entries.map((current, at) => (at === index ? entry : current))));
  return (
    <div className="flex flex-col gap-2">
      <span className="font-medium text-sm">{trans('Only while these settings have these values')}</span>
      {entries.map(([path, value], index) => (
        // A row is named by its place: its path is what the operator is typing.
        // biome-ignore lint/suspicious/noArrayIndexKey: the path is the row's content, edited in place.
        <div key={index} className="flex flex-wrap items-end gap-2">
          <TextField
            label={trans('Setting')}
            value={path}
            onChange={(next) => replace(index, [next, value])}
            className="min-w-0 flex-1"
          />
          <TextField
            label={trans('Value')}
            value={String(value)}
            onChange={(next) => replace(index, [path, next])}
            className="w-28"
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={trans('Remove the condition on :setting', { setting: path || trans('a setting') })}
            onPress={() => onChange(fromEntries(entries.filter((_, at) => at !== index)))}
          >
            {trans('Remove')}
          </Button>
        </div>
      ))}
      {error !== undefined && (
        <p role="alert" className="text-danger text-sm">
          {error}
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        isDisabled={'' in settings}
        onPress={() => onChange({ ...settings, '': '' })}
      >
        {trans('Add a condition')}
      </Button>
    </div>
  );
}
