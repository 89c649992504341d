/** What uploading and making new items needs (doc 001 §2 Backstage); without it a listener goes to /pricing or /404. */
export const WORKSPACE_PERMISSION = 'music.create';
