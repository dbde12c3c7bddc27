export * from './define';
export * from './catalog';
