import { z } from 'zod';
import { idParamsSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { staffTipSchema, tipSchema, updateTipBodySchema } from '../tips';

/** Tips shown where they help, edited by content staff. */
export const tipsEndpoints = {
  listShown: defineEndpoint({
    method: 'GET',
    path: '/api/v2/tips',
    summary: 'The tips shown in the app, one per place',
    description: 'Every tip content staff have not hidden, each with the place of the app that shows it.',
    responses: { 200: z.array(tipSchema) },
  }),
  listAll: defineEndpoint({
    method: 'GET',
    path: '/api/v2/staff/tips',
    summary: 'Every tip, hidden ones too (content staff)',
    description: 'The tips of every place of the app, with whether each is shown and when it last changed.',
    responses: { 200: z.array(staffTipSchema) },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/tips/:id',
    summary: 'Edit a tip: icon, title, text, shown (content staff)',
    description:
      'Changes what the tip of one place says, its icon, or hides it. The places are fixed by the app, so tips are neither created nor deleted here. Plain text only.',
    params: idParamsSchema,
    body: updateTipBodySchema,
    responses: { 200: staffTipSchema },
  }),
};
