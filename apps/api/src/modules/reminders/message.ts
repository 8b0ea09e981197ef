import type { MailMessage } from '../mail/mailer';

export interface ReminderContent {
  name: string;
  topic: string;
  /** Today's lesson day; null when the learner has no plan yet. */
  day: number | null;
  /** Consecutive days up to yesterday: what the learner loses by skipping today. */
  streak: number;
  /** Streak freezes held: a missed today would spend one instead of ending the streak. */
  freezesHeld?: number;
  /** A freeze covered yesterday, so the streak is still alive. */
  freezeSaved?: boolean;
}

export interface ReminderLinks {
  tutorUrl: string;
  unsubscribeUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const lessonLine = ({ day, topic }: ReminderContent) =>
  day === null ? `Today's focus: ${topic}.` : `Today's lesson is Day ${day}: ${topic}.`;

/** The stake, in one or two sentences: a freeze that saved the streak, then a streak to keep or one to start. */
export function atRiskLine({
  streak,
  freezesHeld = 0,
  freezeSaved = false,
}: Pick<ReminderContent, 'streak' | 'freezesHeld' | 'freezeSaved'>): string {
  const saved = freezeSaved && streak > 0 ? 'Your freeze saved your streak yesterday. ' : '';
  if (streak === 0) return 'Finish it today to start your streak.';
  const days = streak === 1 ? '1-day streak' : `${streak}-day streak`;
  if (freezesHeld > 0)
    return `${saved}A streak freeze would cover today, but only finishing the lesson adds to your ${days}.`;
  return `${saved}Your ${days} ends at midnight unless you finish it today.`;
}

export function reminderSubject(content: ReminderContent): string {
  const what = content.day === null ? content.topic : `Day ${content.day}: ${content.topic}`;
  return content.streak > 0
    ? `${content.name}, keep your ${content.streak}-day streak: ${what}`
    : `${content.name}, today's lesson: ${what}`;
}

/** The daily nudge by e-mail: HTML + text, one-click unsubscribe headers (RFC 8058) and a visible link. */
export function reminderMail(to: string, content: ReminderContent, links: ReminderLinks): MailMessage {
  const { name } = content;
  const text = `Hi ${name},

${lessonLine(content)}
${atRiskLine(content)}

Open your tutor: ${links.tutorUrl}

--
You get this daily reminder because you turned it on in Pathwise.
Unsubscribe: ${links.unsubscribeUrl}
`;
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7fb;padding:24px;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:28px">
<p style="margin:0 0 12px">Hi ${escapeHtml(name)},</p>
<p style="font-size:18px;font-weight:600;margin:0 0 8px">${escapeHtml(lessonLine(content))}</p>
<p style="margin:0 0 20px">${escapeHtml(atRiskLine(content))}</p>
<p><a href="${escapeHtml(links.tutorUrl)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Open today's lesson</a></p>
<p style="color:#6b7280;font-size:12px;margin-top:28px">You get this daily reminder because you turned it on in Pathwise.
<a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a></p>
</div></body></html>`;
  return {
    to,
    subject: reminderSubject(content),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The WhatsApp text (outbox and Twilio); Meta sends the approved template with the same three values. */
export function reminderWhatsAppText(content: ReminderContent, tutorUrl: string): string {
  return `Hi ${content.name}! ${lessonLine(content)} ${atRiskLine(content)} ${tutorUrl}\nReply STOP to stop WhatsApp reminders.`;
}

/** The template's body parameters, in order: name, topic, streak. */
export const templateParameters = (content: ReminderContent): string[] => [
  content.name,
  content.topic,
  String(content.streak),
];
