import type { Db } from '../../db/client';
import { createMarkingContext, type MarkingDeps } from './service/context';
import { createReadMarking } from './service/read-marking';
import { createChangeMarks } from './service/change-marks';

export { applyChange, type MarkChange } from './service/apply-change';

/**
 * Teachers marking an assignment's submitted attempts: the overview, by question (clusters) and
 * by student, and every change of a mark under its version, with an audit entry each.
 */
export function createMarkingService(db: Db, deps: MarkingDeps = {}) {
  const ctx = createMarkingContext(db, deps);
  return {
    change: ctx.change,
    ...createReadMarking(ctx),
    ...createChangeMarks(ctx),
  };
}

export type MarkingService = ReturnType<typeof createMarkingService>;
