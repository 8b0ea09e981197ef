// All tables, so drizzle-kit and the query builder see one schema. Add one line per domain file.
export * from './users';
export * from './mail';
export * from './payments';
export * from './plans';
export * from './ai-usage';
export * from './reminders';
export * from './certificates';
export * from './conversations';
export * from './secrets';
export * from './rate-limits';
export * from './identity';
export * from './reviews';
