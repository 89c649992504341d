import { CUSTOM_CODE_MAX_LENGTH } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { TextArea } from '@tonearm/ui';
import { setCustomCode } from '../appearance-draft';
import type { AppearanceEditorModel } from '../use-appearance-editor';

export interface CustomCodeSectionProps {
  editor: AppearanceEditorModel;
}

/**
 * Custom code: the operator's CSS and HTML, added to every page the server serves. The preview shows both at
 * once; scripts in the HTML run on the site once saved (admitted by the page's security policy), not in the
 * preview.
 */
export function CustomCodeSection({ editor }: CustomCodeSectionProps) {
  const { trans } = useTrans();
  const { css, html } = editor.draft.custom_code;
  const tooLong = trans(
    '{count, plural, one {Keep it under # character.} other {Keep it under # characters.}}',
    {
      count: CUSTOM_CODE_MAX_LENGTH,
    },
  );
  const cssError = /<\/style/i.test(css)
    ? trans('CSS cannot contain </style>.')
    : css.length > CUSTOM_CODE_MAX_LENGTH
      ? tooLong
      : null;
  const htmlError = html.length > CUSTOM_CODE_MAX_LENGTH ? tooLong : null;
  return (
    <div className="flex flex-col gap-5">
      <TextArea
        label={trans('Custom CSS')}
        description={trans('Added to the head of every page, after the site’s own styles.')}
        value={css}
        onChange={(value) => editor.edit((draft) => setCustomCode(draft, 'css', value))}
        font="code"
        rows={10}
        isInvalid={cssError !== null}
        errorMessage={cssError ?? undefined}
      />
      <TextArea
        label={trans('Custom HTML and JavaScript')}
        description={trans(
          'Added at the end of every page. Its scripts run on the site once saved, and not in this preview.',
        )}
        value={html}
        onChange={(value) => editor.edit((draft) => setCustomCode(draft, 'html', value))}
        font="code"
        rows={10}
        isInvalid={htmlError !== null}
        errorMessage={htmlError ?? undefined}
      />
    </div>
  );
}
