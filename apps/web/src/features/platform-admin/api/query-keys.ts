/** Query keys of the platform-admin screens. */
export const platformAdminKeys = {
  schools: ['admin', 'schools'] as const,
  users: (filters: object) => ['admin', 'users', filters] as const,
  /** Every page and message of the contact inbox. */
  contactMessages: ['admin', 'contact-messages'] as const,
  contactMessageList: (filters: object) => ['admin', 'contact-messages', 'list', filters] as const,
  contactMessage: (id: number) => ['admin', 'contact-messages', id] as const,
  mailbox: (cursor: string | undefined) => ['admin', 'mailbox', 'list', cursor ?? null] as const,
  mailboxMessage: (id: number) => ['admin', 'mailbox', id] as const,
  /** Platform-wide identity providers. */
  ssoConnections: ['admin', 'sso-connections'] as const,
};
