import { useTrans } from '@tonearm/shell';
import { Skeleton } from '@tonearm/ui';
import { lazy, Suspense, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

// TipTap and ProseMirror load with the editor page's first field, never with the list or the rest of the admin.
const RichTextEditor = lazy(() =>
  import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

export interface RichTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
}

/** A labelled rich-text field bound to a react-hook-form field holding HTML, with its description and error. */
export function RichTextField<T extends FieldValues>({
  control,
  name,
  label,
  description,
}: RichTextFieldProps<T>) {
  const { trans } = useTrans();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = fieldState.error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5" data-slot="rich-text-field">
      <span id={labelId} className="font-medium text-sm">
        {label}
      </span>
      <Suspense
        fallback={
          <div aria-busy="true" className="flex flex-col gap-2 rounded-md border border-control p-2">
            <span role="status" className="sr-only">
              {trans('Loading the editor…')}
            </span>
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-56 w-full" />
          </div>
        }
      >
        <RichTextEditor
          ref={(handle) => field.ref(handle)}
          initialValue={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          labelId={labelId}
          describedBy={describedBy}
          isInvalid={fieldState.invalid}
          label={label}
        />
      </Suspense>
      {description && (
        <p id={descriptionId} className="text-muted-foreground text-sm">
          {description}
        </p>
      )}
      {fieldState.error?.message && (
        <p id={errorId} className="text-danger text-sm">
          {fieldState.error.message}
        </p>
      )}
    </div>
  );
}
