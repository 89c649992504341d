import { SETTINGS_PANELS, type SettingsPanel } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Select, SelectItem } from '@tonearm/ui';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { EditorLoadError, EditorLoading } from '../editor-page/EditorPageStates';
import { SettingsPanelForm } from './SettingsPanelForm';
import { useSettingsPanelDefinitions } from './use-settings-panel-definitions';
import { useSettingsPanels } from './use-settings-panels';

const isPanel = (name: string | undefined): name is SettingsPanel =>
  (SETTINGS_PANELS as readonly string[]).includes(name ?? '');

/** `/admin/settings/{panel}`: the panels as navigation beside the open panel's form; `/admin/settings` opens General. */
export function SettingsPage() {
  const { trans } = useTrans();
  const definitions = useSettingsPanelDefinitions();
  const { panel } = useParams();
  const navigate = useNavigate();
  const { settings, error, reload, save, clearCaches } = useSettingsPanels();
  if (!isPanel(panel)) return <Navigate to="/admin/settings/general" replace />;

  return (
    <div className="flex flex-col gap-6 p-4 md:flex-row md:p-6">
      {/* Sixteen links would fill a phone's screen: there the panels are a select. */}
      <Select
        className="md:hidden"
        label={trans('Settings panel')}
        value={panel}
        onChange={(key) => navigate(`/admin/settings/${String(key)}`)}
      >
        {SETTINGS_PANELS.map((name) => (
          <SelectItem key={name} id={name}>
            {definitions[name].title}
          </SelectItem>
        ))}
      </Select>
      <nav aria-label={trans('Settings')} className="hidden md:block md:w-56 md:shrink-0">
        <ul className="flex flex-col gap-1">
          {SETTINGS_PANELS.map((name) => (
            <li key={name}>
              {/* A plain link marked current by hand: React Router's router is one module, so a `NavLink` here would
                  put its code in the listener's first visit. */}
              <Link
                to={`/admin/settings/${name}`}
                aria-current={name === panel ? 'page' : undefined}
                className="flex min-h-11 items-center rounded-ui px-3 text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-focus aria-[current=page]:bg-muted aria-[current=page]:font-semibold"
              >
                {definitions[name].title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        {error ? (
          <EditorLoadError title={trans('The settings could not be loaded')} onRetry={reload} />
        ) : !settings ? (
          <EditorLoading />
        ) : (
          <SettingsPanelForm
            key={panel}
            panel={panel}
            settings={settings}
            save={save}
            clearCaches={clearCaches}
          />
        )}
      </div>
    </div>
  );
}
