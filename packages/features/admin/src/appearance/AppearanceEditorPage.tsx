import { getAppearanceValues, saveAppearance } from '@tonearm/client/calls';
import type { AppearancePayload } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { isAppearanceEditorActive, NotFoundPage, useBootstrapStore, useTrans } from '@tonearm/shell';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import useSWR from 'swr';
import { EditorLoadError, EditorLoading } from '../editor-page/EditorPageStates';
import { AppearanceEditor, type AppearanceEditorProps } from './AppearanceEditor';
import { appearanceSection } from './appearance-sections';

export type AppearanceEditorPageProps = Pick<AppearanceEditorProps, 'frameAddress'>;

/**
 * `/admin/appearance[/{general|themes}]` (`appearance.update`): loads what visitors get now and opens the editor.
 * Inside its own preview frame it refuses to open, so the editor never nests in itself.
 */
export function AppearanceEditorPage({ frameAddress }: AppearanceEditorPageProps) {
  const { trans } = useTrans();
  const http = useHttpClient();
  const bootstrap = useBootstrapStore();
  const { section } = useParams();
  const answer = useSWR('admin/appearance/values', () => getAppearanceValues(http), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const { mutate } = answer;
  const save = useCallback(
    async (payload: AppearancePayload) => {
      const saved = await saveAppearance(http, payload);
      await mutate(saved, { revalidate: false });
      // The admin's own pages show the stored name and themes too, as a reload would.
      const current = bootstrap.get();
      bootstrap.set({
        ...current,
        settings: {
          ...current.settings,
          branding: { ...current.settings.branding, ...saved.values.branding },
          // The admin navigation is a menu too: it changes at once, as a reload would.
          menus: saved.values.menus,
        },
        themes: saved.values.themes,
      });
      return saved;
    },
    [http, mutate, bootstrap],
  );

  if (isAppearanceEditorActive()) {
    return (
      <p role="alert" className="p-6">
        {trans('The appearance editor does not open inside its own preview.')}
      </p>
    );
  }
  const current = appearanceSection(section);
  if (section !== undefined && !current) return <NotFoundPage />;
  if (answer.error) {
    return (
      <div className="p-6">
        <EditorLoadError title={trans('The appearance could not be loaded')} onRetry={() => void mutate()} />
      </div>
    );
  }
  if (!answer.data) {
    return (
      <div className="p-6">
        <EditorLoading />
      </div>
    );
  }
  return (
    <AppearanceEditor
      values={answer.data}
      section={current?.id ?? null}
      save={save}
      {...(frameAddress ? { frameAddress } : {})}
    />
  );
}
