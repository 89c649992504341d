import { isValidationError } from '@tonearm/client';
import { type AdminCommentRow, adminCommentPayloadSchema } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import {
  applyServerErrors,
  Button,
  Dialog,
  DialogFooter,
  DialogTitle,
  Form,
  Modal,
  toast,
} from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import { translatedZodResolver } from '../forms/translated-zod-resolver';
import { LongTextField } from '../tracks/track-editor/LongTextField';

interface CommentFormValues {
  content: string;
}

export interface CommentEditDialogProps {
  /** The comment to edit; open while set. */
  comment: AdminCommentRow | null;
  onClose: () => void;
  /** Saves the new text; a 422 shows on the field. */
  edit: (id: number, content: string) => Promise<unknown>;
}

function CommentForm({ comment, onClose, edit }: CommentEditDialogProps & { comment: AdminCommentRow }) {
  const { trans } = useTrans();
  const form = useForm<CommentFormValues>({
    defaultValues: { content: comment.content },
    resolver: translatedZodResolver<CommentFormValues>(adminCommentPayloadSchema, trans),
  });
  const submit = async (values: CommentFormValues) => {
    try {
      await edit(comment.id, values.content.trim());
      toast.positive(trans('Comment updated'));
      onClose();
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      if (applyServerErrors(form, error.fieldErrors()).applied.length === 0) showRequestError(error);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <DialogTitle>{trans('Edit the comment by :name', { name: comment.user.name })}</DialogTitle>
      <LongTextField
        control={form.control}
        name="content"
        label={trans('Comment')}
        description={trans('Shown as plain text on “:track”.', { track: comment.track.name })}
        rows={5}
      />
      <DialogFooter>
        <Button variant="outline" onPress={onClose}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {trans('Save')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** Rewrites one comment's text, under the rules listeners write by. */
export function CommentEditDialog(props: CommentEditDialogProps) {
  const { comment, onClose } = props;
  return (
    <Modal isOpen={comment !== null} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Dialog>{comment && <CommentForm {...props} comment={comment} />}</Dialog>
    </Modal>
  );
}
