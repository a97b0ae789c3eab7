import { z } from 'zod';

const id = z.number().int();
const timestamp = z.string().describe('ISO 8601 date-time');

/** The icons a tip may carry (drawn by the web app). */
export const TIP_ICONS = ['info', 'lightbulb', 'chart', 'keyboard'] as const;
export type TipIcon = (typeof TIP_ICONS)[number];

/**
 * The places of the app that show a tip. Each has one tip, created with the product; staff edit
 * its words and may hide it, but a place is added only where the app shows it.
 */
export const TIP_PLACES = [
  'dashboards.progress',
  'dashboards.livedata',
  'marking.question',
  'question-bank.teacher',
  'student.assignments',
] as const;
export type TipPlace = (typeof TIP_PLACES)[number];

export const tipSchema = z.object({
  id,
  place: z.enum(TIP_PLACES).describe('Where in the app the tip is shown'),
  icon: z.enum(TIP_ICONS),
  title: z.string(),
  text: z.string().describe('Plain text, shown as text'),
});
export type Tip = z.infer<typeof tipSchema>;

/** A tip as content staff see it: hidden ones too, with when it last changed. */
export const staffTipSchema = tipSchema.extend({
  shown: z.boolean().describe('false: hidden from everyone'),
  updated_at: timestamp,
});
export type StaffTip = z.infer<typeof staffTipSchema>;

export const updateTipBodySchema = z
  .strictObject({
    icon: z.enum(TIP_ICONS).optional(),
    title: z.string().trim().min(1, { error: 'Give the tip a title' }).max(80).optional(),
    text: z.string().trim().min(1, { error: 'Write the tip' }).max(400).optional(),
    shown: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { error: 'Send at least one of icon, title, text, shown' });
export type UpdateTipBody = z.infer<typeof updateTipBodySchema>;
