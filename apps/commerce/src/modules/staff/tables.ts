import type { Generated } from 'kysely';

/** Migration 012-staff: back-office users, their second factor, integrations, tokens, audit log. */
export interface StaffUserTable {
  id: Generated<number>;
  /** Lower-cased; also the login name (`username` of the token endpoints). */
  email: string;
  firstname: string;
  lastname: string;
  /** A key of ROLES (acl.ts). */
  role: string;
  /** scrypt$N$r$p$salt$hash, as customers' (customer/password.ts). */
  password_hash: string;
  /** 1 until the one-time password of an invitation is replaced. */
  must_change_password: number;
  is_active: number;
  /** TOTP secret once enrolment is confirmed, sealed (secret-box.ts). */
  totp_secret: string | null;
  /** Secret shown at enrolment, kept until the first code confirms it. */
  totp_pending_secret: string | null;
  totp_enabled_at: string | null;
  /** TOTP time step of the last accepted code (replays of it are refused). */
  totp_last_step: number | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the normalised code. */
  code_hash: string;
  used_at: string | null;
}

export interface StaffIntegrationTable {
  id: Generated<number>;
  name: string;
  role: string;
  /** Staff user who created it; null when created from the command line. */
  created_by: number | null;
  created_at: string;
  revoked_at: string | null;
}

export interface StaffTokenTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number | null;
  integration_id: number | null;
  created_at: string;
  /** Null for integration tokens (they last until revoked). */
  expires_at: string | null;
  revoked_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** 'staff', 'integration' or 'cli'. */
  actor_type: string;
  actor_id: number | null;
  /** E-mail of the user, name of the integration, or the shell user for the CLI. */
  actor_name: string;
  /** Verb in snake case: 'create', 'update', 'invoice', 'ship', 'revoke'… */
  action: string;
  entity_type: string;
  entity_id: string | null;
  /** JSON of the values before and after the change (null when there is no such side). */
  before_data: string | null;
  after_data: string | null;
  ip: string | null;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    staff_user: StaffUserTable;
    staff_recovery_code: StaffRecoveryCodeTable;
    staff_integration: StaffIntegrationTable;
    staff_token: StaffTokenTable;
    audit_log: AuditLogTable;
  }
}
