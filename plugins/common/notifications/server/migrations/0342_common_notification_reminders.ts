import type { Kysely } from 'kysely';

/**
 * Each firm's reminder schedule (the days before a due date, and weekly while overdue); a firm without a row has the
 * default. Once released, this file and its name never change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('common_notification_reminder_schedules')
    .addColumn('firm_id', 'integer', (c) => c.primaryKey().references('firms.id'))
    .addColumn('days_before', 'text', (c) => c.notNull())
    .addColumn('weekly_overdue', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('common_notification_reminder_schedules').execute();
}
