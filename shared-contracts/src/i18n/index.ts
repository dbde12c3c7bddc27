export * from './define';
export * from './catalog';
export * from './remote-messages';
