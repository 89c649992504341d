import type { AdminSettingsResponse, SettingKey } from '@tonearm/client/contract';
import { artistTabsOf, artistTabsText } from './artist-tabs-field/artist-tabs-value';
import type { SettingField } from './settings-fields';

/** The form's values: one entry per field, keyed by {@link fieldName}. */
export type SettingsFormValues = Record<string, string | boolean>;

const MEGABYTE = 1024 * 1024;

/** The form field of a key: react-hook-form reads dots as nesting, and settings keys are flat. */
export const fieldName = (key: SettingKey) => key.replaceAll('.', '__');

/** What the form shows for a key's value. */
export function formValueOf(field: SettingField, value: unknown): string | boolean {
  switch (field.kind) {
    case 'switch':
      return value === true;
    case 'secret':
      return '';
    case 'megabytes':
      return typeof value === 'number' ? String(Math.round((value / MEGABYTE) * 100) / 100) : '';
    case 'extensions':
      return Array.isArray(value) ? value.join(', ') : '';
    case 'policies':
      return Array.isArray(value)
        ? value
            .map((policy: { name?: unknown; action?: unknown }) =>
              policy.action ? `${String(policy.name)} | ${String(policy.action)}` : String(policy.name),
            )
            .join('\n')
        : '';
    case 'artist-tabs':
      return artistTabsText(value);
    case 'link': {
      const link = value as { label?: unknown; action?: unknown } | null;
      return link ? `${String(link.label ?? '')} | ${String(link.action ?? '')}` : '';
    }
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The form's starting values for `fields`. */
export function formValuesOf(
  fields: readonly SettingField[],
  answer: AdminSettingsResponse,
): SettingsFormValues {
  return Object.fromEntries(
    fields.map((field) => [fieldName(field.key), formValueOf(field, answer.values[field.key])]),
  );
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'policy';

/** The value sent for what the form holds. */
export function wireValueOf(field: SettingField, value: string | boolean): unknown {
  if (typeof value === 'boolean') return value;
  const text = value.trim();
  switch (field.kind) {
    case 'number':
    case 'theme':
      return text === '' ? null : Number(text);
    case 'megabytes':
      return text === '' ? null : Math.round(Number(text) * MEGABYTE);
    case 'extensions':
      return text
        .split(/[\s,]+/)
        .map((extension) => extension.replace(/^\./, '').toLowerCase())
        .filter((extension) => extension !== '');
    case 'policies':
      return text
        .split('\n')
        .map((line) => line.split('|').map((part) => part.trim()))
        .filter(([name]) => name)
        .map(([name = '', action]) => ({ id: slugOf(name), name, action: action || null }));
    case 'artist-tabs':
      return artistTabsOf(text);
    case 'link': {
      if (text === '') return null;
      const [label = '', action = ''] = text.split('|').map((part) => part.trim());
      return { label, action };
    }
    default:
      return text === '' ? null : text;
  }
}

/**
 * The body of a save: only the fields the admin changed; a secret left empty keeps what is stored, so it is sent
 * only when something was typed.
 */
export function changedSettings(
  fields: readonly SettingField[],
  values: SettingsFormValues,
  dirty: Partial<Record<string, unknown>>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of fields) {
    const name = fieldName(field.key);
    const value = values[name];
    if (!dirty[name] || value === undefined) continue;
    if (field.kind === 'secret' && value === '') continue;
    changes[field.key] = wireValueOf(field, value);
  }
  return changes;
}

/** Whether a field shows, given the values its `when` looks at. */
export function isFieldShown(field: SettingField, values: SettingsFormValues): boolean {
  if (!field.when) return true;
  return values[fieldName(field.when.key)] === field.when.equals;
}
