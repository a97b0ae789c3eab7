/** GET /api/v2/livedata/subject/summary and /livedata/subject/students: live scores per class or per student. */
import { liveScoreTableSchema } from '@markwell/contracts/dashboards';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

export function getLiveScores(by: 'summary' | 'students', subject: number, signal?: AbortSignal) {
  const path = by === 'summary' ? api.liveSubjectSummary : api.liveSubject('students');
  return apiFetch(path, { query: { subject }, schema: liveScoreTableSchema, signal });
}

export function useLiveScores(by: 'summary' | 'students', subject: number | null) {
  return useQuery({
    queryKey: dashboardKeys.read(`live-${by}`, subject),
    queryFn: ({ signal }) => getLiveScores(by, subject!, signal),
    enabled: subject !== null,
  });
}
