export * from './accounts';
export * from './billing';
export * from './contact';
export * from './mail';
export * from './notifications';
export * from './sessions';
export * from './settings';
export * from './workspaces';
