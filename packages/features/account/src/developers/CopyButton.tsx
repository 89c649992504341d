import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { useCopyToClipboard } from './use-copy-feedback';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** What is copied, for screen readers ('Copy token'), already translated. */
  'aria-label'?: string;
}

/** 'Copy', which reads 'Copied!' for 1 s after copying (doc 000 §4). */
export function CopyButton({ text, 'aria-label': label }: CopyButtonProps) {
  const { trans } = useTrans();
  const clipboard = useCopyToClipboard();
  return (
    <>
      <Button
        variant="outline"
        aria-label={clipboard.isCopied ? trans('Copied!') : label}
        onPress={() => void clipboard.copy(text)}
      >
        {clipboard.isCopied ? trans('Copied!') : trans('Copy')}
      </Button>
      <span role="status" className="sr-only">
        {clipboard.isCopied ? trans('Copied to the clipboard') : ''}
      </span>
    </>
  );
}
