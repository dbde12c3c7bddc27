export * from './endpoints';
export * from './client';
