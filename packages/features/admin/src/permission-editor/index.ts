export { PermissionEditor, type PermissionEditorProps } from './PermissionEditor';
export { filterCatalogue, setRestriction, toggleGrant } from './permission-editor-state';
