import { MenuItem, MenuSection } from '@tonearm/ui';
import { useTrans } from '../i18n';
import { useWorkspaceSwitch } from './use-workspace-switch';

/**
 * The user menu's "Workspaces" group: the default workspace and every workspace the user joined, the active one
 * checked; choosing another makes it active. Shown only to users with a workspace besides the default one.
 */
export function WorkspaceMenuSection() {
  const { trans } = useTrans();
  const { workspaces, activeId, switchTo } = useWorkspaceSwitch();
  if (workspaces.length < 2) return null;
  return (
    <MenuSection
      title={trans('Workspaces')}
      items={workspaces}
      selectionMode="single"
      selectedKeys={[`workspace-${activeId}`]}
      disallowEmptySelection
      onSelectionChange={(keys) => {
        if (keys === 'all') return;
        const [key] = [...keys];
        const chosen = workspaces.find((workspace) => `workspace-${workspace.id}` === key);
        if (chosen) void switchTo(chosen.id);
      }}
    >
      {(workspace) => (
        <MenuItem id={`workspace-${workspace.id}`} textValue={workspace.name}>
          {workspace.name}
        </MenuItem>
      )}
    </MenuSection>
  );
}
