import { toast } from '@tonearm/ui';

/** Where copied text goes; the browser's clipboard unless a test hands in its own. */
export interface ClipboardPort {
  writeText(text: string): Promise<void>;
}

/** Copies an address and says so in a toast; a refused clipboard (no permission, insecure page) says that instead. */
export async function copyLink(
  url: string,
  messages: { copied: string; failed: string },
  clipboard: ClipboardPort | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  try {
    if (!clipboard) throw new Error('No clipboard');
    await clipboard.writeText(url);
    toast.positive(messages.copied);
    return true;
  } catch {
    toast.danger(messages.failed);
    return false;
  }
}
