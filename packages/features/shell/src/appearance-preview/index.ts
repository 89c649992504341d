export { APPEARANCE_EDITOR_QUERY, isAppearanceEditorActive } from './appearance-editor-mode';
export { APP_LOADED_MESSAGE, type AppearanceMessage, appearanceMessageSchema } from './appearance-messages';
export {
  type AppearanceMessageOutcome,
  type AppearancePreviewTarget,
  applyAppearanceMessage,
  CUSTOM_CSS_ELEMENT_ID,
  CUSTOM_HTML_ELEMENT_ID,
} from './apply-appearance-message';
export { type PreviewWindow, startAppearancePreview } from './start-appearance-preview';
export { useAppearancePreview } from './use-appearance-preview';
