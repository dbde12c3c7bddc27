export * from './endpoints';
export * from './endpoint-request';
export * from './client';
// Each domain's request types, `Static` of the schemas beside them: types only, so the schema
// values never reach a page bundle (eslint.config.mjs; index.test.ts loads this entry without
// the schema library).
export type * from './account/schemas';
export type * from './auth/schemas';
export type * from './backoffice/schemas';
export type * from './backoffice/answers';
export type * from './bonus/schemas';
export type * from './casino/schemas';
export type * from './cms/schemas';
export type * from './notification/schemas';
export type * from './ops/schemas';
export type * from './payment/schemas';
export type * from './protection/schemas';
export type * from './sports/schemas';
export type * from './staff/schemas';
