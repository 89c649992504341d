import * as ReactAriaComponents from 'react-aria-components';
import * as ReactHookForm from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import * as Kit from '../index';

describe('the providers the kit re-exports', () => {
  it('are the very ones its components read, so an app mounting them reaches the kit', () => {
    expect(Kit.RouterProvider).toBe(ReactAriaComponents.RouterProvider);
    expect(Kit.I18nProvider).toBe(ReactAriaComponents.I18nProvider);
    expect(Kit.useLocale).toBe(ReactAriaComponents.useLocale);
    expect(Kit.useForm).toBe(ReactHookForm.useForm);
    expect(Kit.FormProvider).toBe(ReactHookForm.FormProvider);
  });
});
