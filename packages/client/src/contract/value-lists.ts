import * as z from 'zod/mini';
import { phpMapSchema } from './primitives';

export const timezoneSchema = z.object({
  /** IANA name, e.g. `Europe/Paris`. */
  value: z.string(),
  text: z.string(),
});
export type Timezone = z.infer<typeof timezoneSchema>;

export const countrySchema = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** A language the interface is translated into. */
export const localizationSchema = z.object({ language: z.string(), name: z.string() });
export type Localization = z.infer<typeof localizationSchema>;

/** The lists `GET value-lists/{names}` can return, keyed by name; timezones are grouped by region. */
export const valueListsSchema = z.object({
  timezones: phpMapSchema(z.array(timezoneSchema)),
  countries: z.array(countrySchema),
  localizations: z.array(localizationSchema),
});
export type ValueLists = z.infer<typeof valueListsSchema>;
export type ValueListName = keyof ValueLists;
export const VALUE_LIST_NAMES = [
  'timezones',
  'countries',
  'localizations',
] as const satisfies readonly ValueListName[];
