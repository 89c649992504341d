import { showRequestError, useTrans } from '@tonearm/shell';
import { Breadcrumb, Breadcrumbs, ProgressBar, toast } from '@tonearm/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EditorLoadError, EditorLoading } from '../editor-page/EditorPageStates';
import { LinesPagination } from './LinesPagination';
import { TranslateToolbar } from './TranslateToolbar';
import { TranslationLines } from './TranslationLines';
import { LocalizationFileError } from './translation-drafts';
import { useTranslateLines } from './use-translate-lines';

/**
 * `/admin/localizations/{localeId}/translate`: every line of the product with its translation, searched and paged
 * on the server. Texts typed on any page are kept until "Save", which sends only the lines that changed.
 */
export function TranslatePage() {
  const { trans } = useTrans();
  const localeId = Number(useParams().localeId);
  const lines = useTranslateLines(localeId);
  const [isSaving, setSaving] = useState(false);

  if (lines.error && !lines.page) {
    return <EditorLoadError title={trans('The lines could not be loaded')} onRetry={() => lines.reload()} />;
  }
  if (!lines.localization || !lines.page) return <EditorLoading />;
  const { localization, page } = lines;

  const save = async () => {
    setSaving(true);
    try {
      const changed = await lines.save();
      toast.positive(trans('{count, plural, one {# line saved} other {# lines saved}}', { count: changed }));
    } catch (error) {
      showRequestError(error);
    } finally {
      setSaving(false);
    }
  };
  const upload = async (file: File) => {
    try {
      const changed = await lines.upload(file);
      toast.positive(
        trans('{count, plural, one {# line changed by the file} other {# lines changed by the file}}', {
          count: changed,
        }),
      );
    } catch (error) {
      if (error instanceof LocalizationFileError) toast.danger(trans(error.message));
      else showRequestError(error);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-2">
        <Breadcrumbs aria-label={trans('Breadcrumbs')}>
          <Breadcrumb href="/admin/localizations">{trans('Localizations')}</Breadcrumb>
          <Breadcrumb>{localization.name}</Breadcrumb>
        </Breadcrumbs>
        <h1 className="font-semibold text-xl">{trans('Translate :name', { name: localization.name })}</h1>
        <p className="text-muted-foreground text-sm">
          {trans(
            '{count, plural, one {# line translated. An empty line shows its English text to visitors.} other {# lines translated. An empty line shows its English text to visitors.}}',
            {
              count: localization.lines_count,
            },
          )}
        </p>
      </header>
      <TranslateToolbar lines={lines} onSave={save} onUpload={upload} isSaving={isSaving} />
      {lines.isLoading && <ProgressBar aria-label={trans('Loading lines')} isIndeterminate />}
      {page.data.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground text-sm">{trans('No matching lines')}</p>
      ) : (
        <TranslationLines lines={page.data} drafts={lines.drafts} onType={lines.type} />
      )}
      <LinesPagination page={page} onPage={lines.goTo} />
    </div>
  );
}
