// The product facts (the FAQ and the assistant's knowledge) are imported from '@pathwise/contract/product-facts'
// by the few places that read them, so a screen that needs a schema does not load them.
export * from './common';
export * from './auth';
export * from './plan';
export * from './conversation';
export * from './payment';
export * from './reminder';
export * from './certificate';
export * from './public';
export * from './account';
export * from './curriculum';
export * from './product';
export * from './ai-usage';
export * from './review';
export * from './mastery';
export * from './pacing';
export * from './operation';
export * from './operations';
