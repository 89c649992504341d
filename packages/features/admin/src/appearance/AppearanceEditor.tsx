import type { AppearancePayload, AppearanceValuesResponse } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { Button, toast } from '@tonearm/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { hasInvalidSections, keyAfterSave } from './appearance-draft';
import { type AppearanceSectionId, appearanceSection, appearanceSectionLines } from './appearance-sections';
import { CustomCodeSection } from './custom-code/CustomCodeSection';
import { GeneralSection } from './general/GeneralSection';
import { LeaveEditorDialog } from './LeaveEditorDialog';
import { LandingPageSection } from './landing-page/LandingPageSection';
import { MenusSection } from './menus/MenusSection';
import { PreviewFrame } from './preview/PreviewFrame';
import { previewMessages } from './preview/preview-messages';
import { previewAddress, usePreviewFrame } from './preview/use-preview-frame';
import { SaveStatus } from './SaveStatus';
import { SectionNav } from './SectionNav';
import { SeoSection } from './seo/SeoSection';
import { ThemesSection } from './themes/ThemesSection';
import { useAppearanceEditor } from './use-appearance-editor';

export interface AppearanceEditorProps {
  /** What visitors get now, and the shipped colours. */
  values: AppearanceValuesResponse;
  /** The open section; `null` shows the list of sections. */
  section: AppearanceSectionId | null;
  /** Stores the changes in one call and answers the stored values. */
  save: (payload: AppearancePayload) => Promise<AppearanceValuesResponse>;
  /**
   * The frame's address for a page of the site.
   * @default the page on this host with `?appearanceEditor=true`
   */
  frameAddress?: (path: string) => string;
}

const backLinkClasses =
  'inline-flex min-h-6 items-center text-primary text-sm underline-offset-4 outline-hidden data-[hovered]:underline data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid';

/**
 * The appearance editor: a side panel (title, Save, what is saved, the section) beside a live frame of the site.
 * Every edit reaches the frame at once; visitors see nothing until Save; leaving with unsaved changes asks first.
 */
export function AppearanceEditor({
  values,
  section,
  save,
  frameAddress = previewAddress,
}: AppearanceEditorProps) {
  const { trans } = useTrans();
  const editor = useAppearanceEditor(values, save);
  const preview = usePreviewFrame('/', frameAddress);
  const [themeKey, setThemeKey] = useState<string | null>(null);
  const shownThemeKey = section === 'themes' ? themeKey : null;
  const { draft } = editor;
  const { post, showPage, loads } = preview;
  const current = appearanceSection(section ?? undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each load of the frame needs the whole draft again.
  useEffect(() => post(previewMessages(draft, shownThemeKey)), [post, draft, shownThemeKey, loads]);
  useEffect(() => {
    if (current?.previewPath) showPage(current.previewPath);
  }, [current, showPage]);

  const incomplete =
    draft.branding.site_name.trim() === '' ||
    draft.themes.some((theme) => !theme.name.trim()) ||
    hasInvalidSections(draft);
  const onSave = async () => {
    const before = draft;
    try {
      const after = await editor.save();
      if (themeKey) setThemeKey(keyAfterSave(before, after, themeKey));
      toast.positive(trans('Changes saved'));
    } catch (error) {
      showRequestError(error);
    }
  };

  return (
    <div className="flex min-h-0 max-[769px]:flex-col min-[769px]:h-[calc(100dvh-4rem)]">
      <aside
        aria-labelledby="appearance-title"
        className="flex shrink-0 flex-col border-border min-[769px]:w-80 min-[769px]:border-r max-[769px]:border-b"
      >
        <header className="flex items-center justify-between gap-2 border-border border-b p-4">
          <h1 id="appearance-title" className="font-semibold text-xl">
            {trans('Appearance')}
          </h1>
          <Button
            onPress={onSave}
            isPending={editor.status === 'saving'}
            isDisabled={!editor.isDirty || incomplete}
          >
            {trans('Save')}
          </Button>
        </header>
        <SaveStatus status={editor.status} isDirty={editor.isDirty} isIncomplete={incomplete} />
        <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4">
          {current ? (
            <>
              <div className="flex flex-col items-start gap-1">
                <Link href="/admin/appearance" className={backLinkClasses}>
                  {trans('All sections')}
                </Link>
                <h2 className="font-semibold text-lg">{appearanceSectionLines(trans)[current.id].title}</h2>
              </div>
              {current.id === 'general' && <GeneralSection editor={editor} />}
              {current.id === 'themes' && (
                <ThemesSection editor={editor} openKey={themeKey} onOpen={setThemeKey} />
              )}
              {current.id === 'seo-settings' && <SeoSection editor={editor} />}
              {current.id === 'custom-code' && <CustomCodeSection editor={editor} />}
              {current.id === 'landing-page' && <LandingPageSection editor={editor} />}
              {current.id === 'menus' && <MenusSection editor={editor} />}
            </>
          ) : (
            <SectionNav />
          )}
        </div>
      </aside>
      <PreviewFrame preview={preview} />
      <LeaveEditorDialog isDirty={editor.isDirty} />
    </div>
  );
}
