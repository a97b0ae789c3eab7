import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schools, users } from './schools';

export const ssoPresets = ['google', 'microsoft', 'custom'] as const;
export type SsoPreset = (typeof ssoPresets)[number];

/**
 * An OpenID Connect identity provider people sign in with: one per school (`schoolId`), or
 * platform-wide (`schoolId` null, set by the platform admin). The client secret is kept only
 * encrypted (AES-256-GCM, key from SSO_SECRET_KEY or the JWT secret).
 */
export const ssoConnections = pgTable(
  'sso_connections',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    /** The name on the login button ("Google", "Microsoft", or the school's own). */
    name: text('name').notNull(),
    preset: text('preset', { enum: ssoPresets }).notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
    clientSecretEncrypted: text('client_secret_encrypted').notNull(),
    /** Lower-case e-mail domains that belong to this provider, e.g. {northfield.sch.uk}. */
    domains: text('domains').array().notNull(),
    /** Passwords refused for the school's students / teachers: they sign in here only. */
    requiredForStudents: boolean('required_for_students').notNull().default(false),
    requiredForTeachers: boolean('required_for_teachers').notNull().default(false),
    /** A teacher of a school domain without an account gets one at first sign-in. */
    createTeachers: boolean('create_teachers').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sso_connections_school_unique').on(t.schoolId)],
);

/**
 * A sign-in under way: what the callback must check (state, nonce, PKCE verifier), kept
 * server-side for ten minutes and used once.
 */
export const ssoSignInRequests = pgTable('sso_sign_in_requests', {
  state: text('state').primaryKey(),
  connectionId: integer('connection_id')
    .notNull()
    .references(() => ssoConnections.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every sign-in through a provider, accepted or refused (refusals keep the e-mail and why). */
export const ssoSignIns = pgTable(
  'sso_sign_ins',
  {
    id: serial('id').primaryKey(),
    connectionId: integer('connection_id').references(() => ssoConnections.id, { onDelete: 'set null' }),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    /** The provider's `sub`. */
    subject: text('subject'),
    /** `signed_in`, `account_created`, or the refusal's problem code. */
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sso_sign_ins_school_idx').on(t.schoolId, t.createdAt)],
);
