export * from './common';
export * from './auth';
export * from './plan';
export * from './conversation';
export * from './payment';
export * from './reminder';
export * from './certificate';
export * from './public';
