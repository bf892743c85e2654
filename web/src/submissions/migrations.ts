import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely'

/** One set of migrations for SQLite and PostgreSQL: only portable types and statements. */
const migrations: Record<string, Migration> = {
  '2026-11-22-001-submissions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('submissions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('site', 'text', (column) => column.notNull())
        .addColumn('form_kind', 'text', (column) => column.notNull())
        .addColumn('payload', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute()
      await db.schema
        .createTable('deliveries')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('submission_id', 'text', (column) => column.notNull().references('submissions.id'))
        .addColumn('target', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) =>
          column.notNull().check(sql`status in ('pending', 'delivered', 'failed')`),
        )
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('delivered_at', 'text')
        .execute()
      await db.schema
        .createIndex('deliveries_due')
        .on('deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute()
    },
  },
}

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations }
