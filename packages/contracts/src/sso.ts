import { z } from 'zod';
import { dbIdParam } from './common';

export const ssoPresetSchema = z
  .enum(['google', 'microsoft', 'custom'])
  .describe('google: https://accounts.google.com; microsoft: Entra ID of one tenant; custom: any issuer URL');
export type SsoPreset = z.infer<typeof ssoPresetSchema>;

const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Not an e-mail domain (e.g. northfield.sch.uk)',
  );

/** What an admin sends to connect a school (or the platform) to an identity provider. */
export const ssoConnectionBodySchema = z
  .object({
    preset: ssoPresetSchema,
    name: z.string().trim().min(1).max(60).optional().describe('Button name; default from the preset'),
    issuer: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .optional()
      .describe('The issuer URL (custom preset); ignored for google'),
    tenant: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9.-]{1,100}$/, 'A tenant id or domain')
      .optional()
      .describe('Entra ID tenant (microsoft preset): its id or primary domain'),
    clientId: z.string().trim().min(1).max(300),
    clientSecret: z
      .string()
      .min(1)
      .max(2000)
      .optional()
      .describe('Required when creating; omitted on update: the stored one stays'),
    domains: z.array(domainSchema).min(1).max(20).describe('E-mail domains that belong to this provider'),
    requiredForStudents: z.boolean().default(false),
    requiredForTeachers: z.boolean().default(false),
    createTeachers: z.boolean().default(false).describe('A teacher of these domains without an account gets one'),
    enabled: z.boolean().default(true),
  })
  .strict();
export type SsoConnectionBody = z.infer<typeof ssoConnectionBodySchema>;

/** A connection as admins see it: never the secret. */
export const ssoConnectionSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int().nullable(),
  name: z.string(),
  preset: ssoPresetSchema,
  issuer: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  domains: z.array(z.string()),
  requiredForStudents: z.boolean(),
  requiredForTeachers: z.boolean(),
  createTeachers: z.boolean(),
  enabled: z.boolean(),
  redirectUri: z.string().describe('The redirect URI to register at the provider'),
  updatedAt: z.string(),
});
export type SsoConnection = z.infer<typeof ssoConnectionSchema>;

export const schoolSsoSchema = z.object({ connection: ssoConnectionSchema.nullable() });
export type SchoolSso = z.infer<typeof schoolSsoSchema>;

export const ssoConnectionListSchema = z.object({ items: z.array(ssoConnectionSchema) });

/** A login button. */
export const ssoProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  preset: ssoPresetSchema,
  /** Where the button goes: starts the sign-in. */
  startUrl: z.string(),
});
export type SsoProvider = z.infer<typeof ssoProviderSchema>;

export const ssoProvidersQuerySchema = z.object({
  email: z.string().trim().max(254).optional().describe("Only providers of this e-mail's domain (and platform ones)"),
});
export const ssoProvidersSchema = z.object({
  items: z.array(ssoProviderSchema),
  /** The e-mail's school requires SSO for this kind of person: no password field is offered. */
  passwordRefused: z.boolean(),
});
export type SsoProviders = z.infer<typeof ssoProvidersSchema>;

export const ssoStartParamsSchema = z.object({ id: dbIdParam.describe('The connection to sign in with') });
export const ssoStartQuerySchema = z.object({
  login_hint: z.string().trim().max(254).optional(),
});
export const ssoCallbackQuerySchema = z
  .object({
    state: z.string().max(200).optional(),
    code: z.string().max(2000).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(1000).optional(),
    iss: z.string().max(500).optional(),
  })
  .catchall(z.string().max(2000));

export const ssoConnectionIdParamsSchema = z.object({ id: dbIdParam });
