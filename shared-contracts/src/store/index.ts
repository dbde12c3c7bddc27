export * from './state';
export * from './selectors';
export * from './balance';
export * from './hooks';
export * from './saga-context';
export * from './request';
export * from './effects';
export * from './call-data';
