export * from './endpoints';
export * from './endpoint-request';
export * from './client';
