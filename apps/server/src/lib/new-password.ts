import { checkNewPassword, describePasswordProblem } from '@markwell/domain/passwords/index';
import { isCommonPassword } from './common-passwords';
import { badRequest } from './errors';

/**
 * Refuses a password a person chose that breaks the rules (packages/domain, with the common
 * passwords list): 400 `password_rejected` with one entry per problem under `errors`.
 */
export function assertAcceptablePassword(password: string, email: string, path = 'newPassword'): void {
  const problems = checkNewPassword(password, { email, isCommon: isCommonPassword });
  if (problems.length === 0) return;
  throw badRequest('password_rejected', describePasswordProblem(problems[0]!), {
    errors: problems.map((p) => ({ path, message: describePasswordProblem(p) })),
    problems,
  });
}
