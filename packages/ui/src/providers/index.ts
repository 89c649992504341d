/**
 * The providers the kit's components read, re-exported from the one copy the kit resolves (react-aria-components
 * and react-hook-form are peer dependencies): an app that mounts these reaches every kit link, date and form.
 * - `RouterProvider`: the app's `navigate` and `useHref`, so `href`s on kit links and buttons go through its router.
 * - `I18nProvider`: the locale for dates, numbers, reading direction and React Aria's own words.
 * - `useForm`, `FormProvider`: the form state `Form` and the `Form…` fields take.
 * - `KitStringsProvider`: the kit's own words (close, loading, show password…) in the app's language.
 */
export { I18nProvider, RouterProvider, useLocale } from 'react-aria-components';
export { FormProvider, useForm } from 'react-hook-form';
export {
  DEFAULT_KIT_STRINGS,
  type KitStrings,
  KitStringsProvider,
  type KitStringsProviderProps,
  useKitStrings,
} from './kit-strings';
