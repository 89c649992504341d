import type { LocalizationLine } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { TextArea } from '@tonearm/ui';
import { shownText, type TranslationDrafts } from './translation-drafts';

export interface TranslationLinesProps {
  lines: readonly LocalizationLine[];
  drafts: TranslationDrafts;
  onType: (key: string, saved: string | null, typed: string) => void;
}

/**
 * One page of lines, each its English key over a field for its translation. An empty field shows the key as its
 * placeholder, since visitors then see the English line.
 */
export function TranslationLines({ lines, drafts, onType }: TranslationLinesProps) {
  const { trans } = useTrans();
  return (
    <ul aria-label={trans('Lines')} className="flex flex-col gap-3">
      {lines.map((line) => {
        const edited = drafts[line.key] !== undefined;
        return (
          <li
            key={line.key}
            className="rounded-card border border-border p-3 data-[edited]:border-primary"
            data-edited={edited || undefined}
          >
            <TextArea
              label={<span lang="en">{line.key}</span>}
              description={
                [
                  line.is_source ? null : trans('Added by hand'),
                  edited ? trans('Not saved yet') : null,
                  line.value === null && !edited
                    ? trans('Not translated: visitors see the English line')
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || undefined
              }
              placeholder={line.key}
              rows={1}
              value={shownText(drafts, line.key, line.value)}
              onChange={(typed) => onType(line.key, line.value, typed)}
            />
          </li>
        );
      })}
    </ul>
  );
}
