import { defineEndpoint } from '../endpoint';
import {
  schoolSsoSchema,
  ssoConnectionBodySchema,
  ssoConnectionIdParamsSchema,
  ssoConnectionListSchema,
  ssoConnectionSchema,
  ssoProvidersQuerySchema,
  ssoProvidersSchema,
} from '../index';
import { z } from 'zod';

/**
 * The sso module's endpoints, each keyed by its operationId in the API document. The sign-in's
 * start and callback answer only redirects the browser follows: their routes are registered in
 * the old form.
 */
export const ssoEndpoints = {
  getSsoProviders: defineEndpoint({
    method: 'GET',
    path: '/api/v2/sso/providers',
    summary: 'The "Sign in with …" buttons for an e-mail (or the platform-wide ones)',
    description:
      "With `email`: the enabled providers listing its domain (its school's and platform-wide), and whether its school refuses passwords for this person. Without: the platform-wide providers.",
    query: ssoProvidersQuerySchema,
    responses: { 200: ssoProvidersSchema },
  }),
  getSchoolAdminSso: defineEndpoint({
    method: 'GET',
    path: '/api/v2/school-admin/sso',
    summary: "The school's identity provider settings (never the secret)",
    description:
      "The school's connection to its identity provider: preset, issuer, client id, e-mail domains and switches; the client secret is never answered.",
    responses: { 200: schoolSsoSchema },
  }),
  putSchoolAdminSso: defineEndpoint({
    method: 'PUT',
    path: '/api/v2/school-admin/sso',
    summary: 'Connect the school to an identity provider, or change the connection',
    description:
      'Google Workspace, Microsoft Entra ID (by tenant) or any OpenID Connect issuer; the client secret is stored encrypted and may be left out to keep the stored one. The school may require sign-in through it for students, teachers or both.',
    body: ssoConnectionBodySchema,
    responses: { 200: ssoConnectionSchema },
  }),
  deleteSchoolAdminSso: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/school-admin/sso',
    summary: "Disconnect the school's identity provider (passwords work again)",
    description:
      "Removes the school's connection: its people sign in with their Markwell passwords again, whatever the school required.",
    responses: { 204: z.null() },
  }),
  getAdminSsoConnections: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/sso-connections',
    summary: 'Platform-wide identity providers',
    description:
      'The identity providers every school may use for sign-in, with their e-mail domains; never their secrets.',
    responses: { 200: ssoConnectionListSchema },
  }),
  postAdminSsoConnections: defineEndpoint({
    method: 'POST',
    path: '/api/v2/admin/sso-connections',
    summary: 'Add a platform-wide identity provider',
    description: 'Signs in existing people of any school whose e-mail domain it lists; requires nothing of any school.',
    body: ssoConnectionBodySchema,
    responses: { 201: ssoConnectionSchema },
  }),
  putAdminSsoConnectionsById: defineEndpoint({
    method: 'PUT',
    path: '/api/v2/admin/sso-connections/:id',
    summary: 'Change a platform-wide identity provider',
    description:
      "Changes a platform-wide provider's settings; a secret left out keeps the stored one. A school's own connection is 404 here.",
    params: ssoConnectionIdParamsSchema,
    body: ssoConnectionBodySchema,
    responses: { 200: ssoConnectionSchema },
  }),
  deleteAdminSsoConnectionsById: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/admin/sso-connections/:id',
    summary: 'Remove a platform-wide identity provider',
    description:
      "Removes a platform-wide provider: its sign-in button goes, and people sign in as before. A school's own connection is 404 here.",
    params: ssoConnectionIdParamsSchema,
    responses: { 204: z.null() },
  }),
};
