import type { ReminderPreferences } from '@pathwise/contract';
import { localDateOf } from '../../lib/local-date';
import { contentLines, escapeText } from './ical';
import { isTimeZone, parseReminderTime } from './schedule';
import { localDateTime, vtimezone } from './vtimezone';

export interface StudyCalendarInput {
  userId: string;
  preferences: Pick<ReminderPreferences, 'reminderTime' | 'timeZone' | 'courseTopic'>;
  /** The app's public address, without a trailing slash. */
  appUrl: string;
  now?: Date;
}

/** One address per learner: importing the file again updates the event instead of adding a second one. */
export const studyEventUid = (userId: string, appUrl: string) =>
  `study-time-${userId}@${new URL(appUrl).hostname}`;

const utcStamp = (instant: Date) => `${localDateTime(instant.getTime())}Z`;

/**
 * The learner's daily study time as an iCalendar file (RFC 5545): one 30-minute event repeating every
 * day from today at the reminder time, on the learner's wall clock in their zone (DTSTART with TZID,
 * so it stays at 07:30 across daylight-saving changes), linking to the Tutor.
 */
export function studyTimeCalendar({
  userId,
  preferences,
  appUrl,
  now = new Date(),
}: StudyCalendarInput): string {
  const timeZone = isTimeZone(preferences.timeZone) ? preferences.timeZone : 'UTC';
  const { hour, minute } = parseReminderTime(preferences.reminderTime);
  const today = localDateOf(now, timeZone);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const start = localDateTime(Date.UTC(year, month - 1, day, hour, minute));
  const topic = preferences.courseTopic.trim();
  const tutorUrl = `${appUrl}/Tutor`;
  return contentLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pathwise//Study time//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vtimezone(timeZone, year),
    'BEGIN:VEVENT',
    `UID:${studyEventUid(userId, appUrl)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${timeZone}:${start}`,
    'DURATION:PT30M',
    'RRULE:FREQ=DAILY',
    `SUMMARY:${escapeText(`Pathwise: today's lesson in ${topic}`)}`,
    `DESCRIPTION:${escapeText(`Your daily study time for ${topic}. Open today's lesson: ${tutorUrl}`)}`,
    `URL:${tutorUrl}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
}
