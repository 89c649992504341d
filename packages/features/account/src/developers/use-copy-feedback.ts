import { useEffect, useState, useSyncExternalStore } from 'react';
import { CopyFeedback } from './copy-feedback';

export interface CopyToClipboard {
  /** Whether 'Copied!' should show (for 1 s after a successful copy). */
  isCopied: boolean;
  /** Writes `text` to the clipboard; resolves `false` when the browser refused. */
  copy(text: string): Promise<boolean>;
}

/** Copies text to the clipboard and remembers for 1 s that it did (doc 000 §4). */
export function useCopyToClipboard(): CopyToClipboard {
  const [feedback] = useState(() => new CopyFeedback());
  useEffect(() => () => feedback.dispose(), [feedback]);
  const isCopied = useSyncExternalStore(feedback.subscribe, feedback.isCopied, feedback.isCopied);
  return {
    isCopied,
    copy: async (text) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        return false;
      }
      feedback.markCopied();
      return true;
    },
  };
}
