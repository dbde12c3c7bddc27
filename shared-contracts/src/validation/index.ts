export * from './errors';
export * from './rules';
export * from './limits';
export * from './forms';
export * from './call-request';
export * from './payment';
export * from './describe';
export * from './protection';
