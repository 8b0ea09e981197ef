import { Alert } from '@/components/ui/alert';
import { useTodayLessonQuery } from '../api/get-today-lesson';
import { OFFLINE_LESSON_NOTICE } from '../utils/offline-lesson';

/** Shown while the lesson on screen is the copy kept in this browser, not a fresh answer (decision 026). */
export function OfflineLessonNotice() {
  const { data } = useTodayLessonQuery();
  if (!data?.offline) return null;
  return <Alert tone="warning">{OFFLINE_LESSON_NOTICE}</Alert>;
}
