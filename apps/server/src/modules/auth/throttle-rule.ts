/**
 * A throttle key's budget: `free` attempts, then a wait that doubles after each further one.
 * Its own file because both the throttle (which picks the rules) and the repository (which turns
 * a rule into SQL) use it, and neither should import the other for it.
 */
export interface ThrottleRule {
  free: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}
