import { notNull, type PortableMigration, withId } from './helpers';

/**
 * Back-office people and machines (modules/staff), kept apart from customers: staff users with a
 * role, their TOTP second factor and recovery codes, integrations (ERP connectors) and the bearer
 * tokens of both, plus the audit log every back-office change writes to.
 */
export const staffMigration: PortableMigration = {
  name: '012-staff',
  async up({ db, dialect }) {
    await withId(db.schema.createTable('staff_user'), dialect)
      .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('firstname', 'varchar(255)', notNull)
      .addColumn('lastname', 'varchar(255)', notNull)
      .addColumn('role', 'varchar(32)', notNull)
      .addColumn('password_hash', 'varchar(255)', notNull)
      // Set for invited users and the first administrator: no token until the password is changed.
      .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      // Sealed with a key derived from the vault key (staff/secret-box.ts).
      .addColumn('totp_secret', 'text')
      .addColumn('totp_pending_secret', 'text')
      .addColumn('totp_enabled_at', 'varchar(32)')
      // Time step of the last accepted code: a code is accepted once (no replay within its window).
      .addColumn('totp_last_step', 'integer')
      .addColumn('last_login_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull)
      .execute();

    await withId(db.schema.createTable('staff_recovery_code'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
      .addColumn('code_hash', 'varchar(64)', notNull)
      .addColumn('used_at', 'varchar(32)')
      .execute();
    await db.schema
      .createIndex('staff_recovery_code_user_idx')
      .on('staff_recovery_code')
      .column('user_id')
      .execute();

    await withId(db.schema.createTable('staff_integration'), dialect)
      .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('role', 'varchar(32)', notNull)
      .addColumn('created_by', 'integer')
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('revoked_at', 'varchar(32)')
      .execute();

    // Admin tokens (user_id, expire) and integration tokens (integration_id, no expiry); SHA-256 only.
    await withId(db.schema.createTable('staff_token'), dialect)
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.references('staff_user.id').onDelete('cascade'))
      .addColumn('integration_id', 'integer', (c) => c.references('staff_integration.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('expires_at', 'varchar(32)')
      .addColumn('revoked_at', 'varchar(32)')
      .execute();
    await db.schema.createIndex('staff_token_user_idx').on('staff_token').column('user_id').execute();

    await withId(db.schema.createTable('audit_log'), dialect)
      .addColumn('actor_type', 'varchar(16)', notNull)
      .addColumn('actor_id', 'integer')
      .addColumn('actor_name', 'varchar(255)', notNull)
      .addColumn('action', 'varchar(64)', notNull)
      .addColumn('entity_type', 'varchar(64)', notNull)
      .addColumn('entity_id', 'varchar(64)')
      .addColumn('before_data', 'text')
      .addColumn('after_data', 'text')
      .addColumn('ip', 'varchar(64)')
      .addColumn('created_at', 'varchar(32)', notNull)
      .execute();
    await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
    await db.schema
      .createIndex('audit_log_entity_idx')
      .on('audit_log')
      .columns(['entity_type', 'entity_id'])
      .execute();
  },
};
