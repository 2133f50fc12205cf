import { sql } from 'kysely';
import { notNull, type PortableMigration } from './helpers';

/**
 * Abuse limits kept in the database so that every instance shares them (modules/ratelimit), an
 * outbox that several instances can deliver from at once, and no more hard account locks.
 */
export const accountsSecurityMigration: PortableMigration = {
  name: '009-accounts-security',
  async up({ db }) {
    // One counter per limited subject (`key`: rule name and hashed subject) and window; streaks
    // of failures use the window '' and restart after a quiet spell (see ratelimit/limiter.ts).
    await db.schema
      .createTable('rate_limit')
      .addColumn('key', 'varchar(128)', notNull)
      .addColumn('window_start', 'varchar(32)', notNull)
      .addColumn('count', 'integer', notNull)
      .addColumn('last_at', 'varchar(32)', notNull)
      .addColumn('expires_at', 'varchar(32)', notNull)
      .addPrimaryKeyConstraint('rate_limit_pk', ['key', 'window_start'])
      .execute();
    await db.schema.createIndex('rate_limit_expires_idx').on('rate_limit').column('expires_at').execute();

    // The limiter replaces the per-form table and the list of failed logins.
    await db.schema.dropTable('form_rate_limit').execute();
    await db.schema.dropTable('customer_login_attempt').execute();
    // Failed logins now slow the next attempts down instead of locking the account: locks set by
    // the old rule (which anyone knowing an e-mail could trigger) are lifted.
    await sql`UPDATE customer SET lock_expires = NULL, failures_num = 0, first_failure_at = NULL WHERE lock_expires IS NOT NULL OR failures_num > 0`.execute(
      db,
    );

    // Outbox delivery by a worker: a row is claimed (claimed_until) before it is sent, tries are
    // counted, and the body is emptied once delivered.
    await db.schema
      .alterTable('mail_outbox')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('mail_outbox').addColumn('claimed_until', 'varchar(32)').execute();
    await db.schema
      .createIndex('mail_outbox_pending_idx')
      .on('mail_outbox')
      .columns(['sent_at', 'created_at'])
      .execute();
    // Mail already delivered keeps no body: reset links and confirmation keys in it were secrets.
    await sql`UPDATE mail_outbox SET text_body = '', html_body = NULL WHERE sent_at IS NOT NULL`.execute(db);
  },
};
