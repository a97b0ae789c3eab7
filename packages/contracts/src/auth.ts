import { z } from 'zod';

export const roleSchema = z.enum(['student', 'teacher', 'schooladmin', 'staff', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const loginBodySchema = z.object({
  username: z.string().trim().min(1).max(254).describe('The account e-mail address'),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ token: z.string().describe('Signed JWT (Bearer)') });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The signed-in user as the web shell needs it (header, navigation, home). */
export const meSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  schoolId: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  owner: z.boolean(),
  schoolAdmin: z.boolean(),
  userImage: z.string().nullable().describe('Path under /uploads/images, or null'),
  messagesCount: z.number().int(),
  notificationsCount: z.number().int(),
  mustChangePassword: z
    .boolean()
    .describe('The account signed in with a one-time password: it may only change it (or log out) until it does'),
});
export type Me = z.infer<typeof meSchema>;
