import { isValidationError } from '@tonearm/client';
import { COMMENT_MAX } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { applyServerErrors, Button, Form, TextArea, useFormField } from '@tonearm/ui';
import { useForm } from 'react-hook-form';

interface CommentFormValues {
  content: string;
}

export interface CommentFormProps {
  /** Sends the comment; a 422 puts its message on the field, anything else shows the app's error notice. */
  onPost: (content: string) => Promise<unknown>;
}

/** 'Add a comment': a required text of at most the server's length, cleared once it is posted. */
export function CommentForm({ onPost }: CommentFormProps) {
  const { trans } = useTrans();
  const form = useForm<CommentFormValues>({ defaultValues: { content: '' } });
  const { value, fieldProps } = useFormField<CommentFormValues>({
    name: 'content',
    control: form.control,
    rules: {
      validate: (text) => String(text).trim() !== '' || trans('The comment field is required.'),
      maxLength: {
        value: COMMENT_MAX,
        message: trans('The comment must not be greater than :max characters.', { max: String(COMMENT_MAX) }),
      },
    },
  });
  const { inputRef, errorMessage, ...props } = fieldProps;
  const submit = async ({ content }: CommentFormValues) => {
    try {
      await onPost(content.trim());
      form.reset({ content: '' });
    } catch (error) {
      if (isValidationError(error) && applyServerErrors(form, error.fieldErrors()).applied.length > 0) return;
      showRequestError(error);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-3">
      <TextArea
        {...props}
        label={trans('Add a comment')}
        errorMessage={errorMessage}
        inputRef={inputRef}
        value={typeof value === 'string' ? value : ''}
        isRequired
        maxLength={COMMENT_MAX}
      />
      <div className="flex justify-end">
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {trans('Comment')}
        </Button>
      </div>
    </Form>
  );
}
