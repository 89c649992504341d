import { formatBytes } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import {
  Button,
  DropZone,
  FileTrigger,
  type FormFieldBinding,
  fieldErrorStyles,
  fieldLabelStyles,
  ProgressBar,
  useFormField,
} from '@tonearm/ui';
import { useId } from 'react';
import { Text, useLocale } from 'react-aria-components';
import type { FieldValues } from 'react-hook-form';
import { PROOF_ACCEPTED_TYPES } from './proof-upload';
import type { ProofUpload } from './use-proof-upload';

const firstFile = (accepted: File[], rejected: File[]) => accepted[0] ?? rejected[0];

export interface ProofFieldProps<TFieldValues extends FieldValues> extends FormFieldBinding<TFieldValues> {
  label: string;
  /** The upload of a picked image (`useProofUpload`): its progress, the stored document and why it failed. */
  proof: ProofUpload;
}

/**
 * The identity document, bound to a form field holding its file entry id: a drop target and "Upload document", the
 * stored document's name and size with "Remove", the progress while it is sent, and the refusal (the upload
 * engine's, the form's or the server's) under it, announced.
 */
export function ProofField<TFieldValues extends FieldValues>({
  name,
  control,
  label,
  proof,
}: ProofFieldProps<TFieldValues>) {
  const { trans } = useTrans();
  const { locale } = useLocale();
  const { fieldProps } = useFormField({ name, control });
  const errorId = useId();
  const labelId = useId();
  const fieldError = typeof fieldProps.errorMessage === 'string' ? fieldProps.errorMessage : null;
  // The upload engine words its refusals in English; a site with translations for them shows those.
  const error = proof.error ?? fieldError;
  const pick = async (file: File | undefined) => {
    const stored = await proof.upload(file);
    if (stored !== null) fieldProps.onChange(stored.id);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a legend box around a drop zone and buttons
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2" data-slot="proof-field">
      <span id={labelId} className={fieldLabelStyles}>
        {label}
      </span>
      <DropZone
        acceptedFileTypes={PROOF_ACCEPTED_TYPES}
        onDropFiles={(accepted, rejected) => void pick(firstFile(accepted, rejected))}
        isDisabled={proof.isUploading}
        className="flex-row! flex-wrap justify-start! gap-4! p-4! text-left!"
      >
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
          <Text slot="label">
            {trans('Drop an image of your passport or identity card here (at most 5 MB), or')}
          </Text>
          <div className="flex flex-wrap gap-2">
            <FileTrigger
              acceptedFileTypes={[...PROOF_ACCEPTED_TYPES]}
              onSelectFiles={(accepted, rejected) => void pick(firstFile(accepted, rejected))}
            >
              <Button
                variant="outline"
                size="sm"
                isPending={proof.isUploading}
                aria-describedby={error ? errorId : undefined}
                ref={fieldProps.inputRef}
              >
                {proof.uploaded ? trans('Replace document') : trans('Upload document')}
              </Button>
            </FileTrigger>
            {proof.uploaded ? (
              <Button
                variant="ghost"
                size="sm"
                isDisabled={proof.isUploading}
                onPress={() => {
                  proof.clear();
                  fieldProps.onChange(null);
                }}
              >
                {trans('Remove document')}
              </Button>
            ) : null}
          </div>
          {proof.uploaded ? (
            <p className="break-all text-sm" data-slot="proof-name">
              {proof.uploaded.name} · {formatBytes(proof.uploaded.size, locale)}
            </p>
          ) : null}
          {proof.progress !== null && (
            <ProgressBar label={trans('Uploading document')} value={proof.progress} className="max-w-60" />
          )}
        </div>
      </DropZone>
      <p id={errorId} aria-live="polite" className={fieldErrorStyles}>
        {error}
      </p>
    </div>
  );
}
