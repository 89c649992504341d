import type { FormEvent } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import {
  type FieldValues,
  FormProvider,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

export interface FormProps<
  TFieldValues extends FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
> extends Omit<RACFormProps, 'onSubmit' | 'onInvalid' | 'validationBehavior' | 'validationErrors'> {
  /** The react-hook-form instance from `useForm`; the `Form*` fields below find it through context. */
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>;
  /** Called with the values once every field is valid. */
  onSubmit: SubmitHandler<TTransformedValues>;
  /** Called with the errors when a submission fails validation (the first invalid field is focused). */
  onInvalid?: SubmitErrorHandler<TFieldValues>;
}

/**
 * A form driven by react-hook-form and rendered by React Aria: validation runs in react-hook-form, and React Aria
 * fields show its errors with ARIA (`noValidate`: no native browser bubbles). Put server errors on the fields with
 * `applyServerErrors`. Styling hook: `[data-slot="form"]`.
 */
export function Form<
  TFieldValues extends FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>({ form, onSubmit, onInvalid, ...props }: FormProps<TFieldValues, TContext, TTransformedValues>) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(onSubmit, onInvalid)(event);
  return (
    <FormProvider {...form}>
      <RACForm {...props} data-slot="form" validationBehavior="aria" onSubmit={handleSubmit} />
    </FormProvider>
  );
}
