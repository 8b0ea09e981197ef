import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { learningPlans } from './plans';
import { users } from './users';

/**
 * A completion certificate, issued once per plan (plan_id is unique) and kept as issued: a second
 * request returns this record, and the public verification page shows it so an edited PDF is caught.
 * The id is the public, unguessable certificate id printed on the PDF. Erasing the account erases it.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .unique('certificates_plan_id_unique')
      .references(() => learningPlans.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    course: text('course').notNull(),
    level: text('level').notNull(),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    daysCompleted: integer('days_completed').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issued over days the developer tools completed: never verifies publicly. */
    viaDevTools: boolean('via_dev_tools').notNull().default(false),
  },
  (table) => [index('certificates_user_idx').on(table.userId)],
);

export type CertificateRow = typeof certificates.$inferSelect;
