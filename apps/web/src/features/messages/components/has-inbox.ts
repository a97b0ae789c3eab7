import type { Me } from '../../../lib/auth/me';

/** Teachers, students and school admins have a school inbox; platform admins and content staff do not. */
export const hasInbox = (me: Me) => me.role === 'student' || me.role === 'teacher' || me.role === 'schooladmin';
