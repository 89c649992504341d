import { useTrans } from '@tonearm/shell';
import type { PreviewFrameModel } from './use-preview-frame';

export interface PreviewFrameProps {
  preview: PreviewFrameModel;
}

/**
 * The live preview: the site on this host in a frame, which can be navigated like the site itself. Framed with
 * `?appearanceEditor=true`, the site applies the editor's messages and refuses to log out.
 */
export function PreviewFrame({ preview }: PreviewFrameProps) {
  const { trans } = useTrans();
  return (
    <iframe
      ref={preview.frameRef}
      src={preview.src}
      title={trans('Site preview')}
      data-slot="appearance-preview"
      className="h-full min-h-[70dvh] w-full flex-1 border-0 bg-background"
    />
  );
}
