export { PermissionEditor, type PermissionEditorProps } from './PermissionEditor';
export { PermissionsFormField, type PermissionsFormFieldProps } from './PermissionsFormField';
export { filterCatalogue, setRestriction, toggleGrant } from './permission-editor-state';
