import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { useAiUsage } from '../api/get-ai-usage';

const count = new Intl.NumberFormat('en-IN');

/** "5:30 am" today, "5:30 am tomorrow", else "Fri, 5:30 am": the reset in the learner's own clock. */
export function formatResetTime(iso: string, now = new Date(), timeZone?: string): string {
  const at = new Date(iso);
  const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);
  const tomorrow = new Date(`${day(now)}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const when =
    day(at) === day(now) ? '' : day(at) === tomorrow.toISOString().slice(0, 10) ? ' tomorrow' : null;
  const time = new Intl.DateTimeFormat('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    ...(when === null ? { weekday: 'short' } : {}),
    timeZone,
  }).format(at);
  return `${time}${when ?? ''}`;
}

/**
 * The learner's daily AI allowance in absolute numbers and the local time it resets. Shown only when
 * the server limits AI use (a provider is configured); the offline engine has no allowance.
 */
export function AiAllowanceCard() {
  const usage = useAiUsage();
  const data = usage.data;
  if (!data?.limited || data.allowance == null || data.resetsAt == null) return null;
  const remaining = Math.max(0, data.remaining ?? data.allowance - data.used);
  const used = Math.min(data.used, data.allowance);
  return (
    <Card>
      <section aria-labelledby="ai-allowance-title" className="space-y-3">
        <CardTitle id="ai-allowance-title" as="h2" className="text-lg">
          AI allowance today
        </CardTitle>
        <p className="text-ink">
          <strong className="font-semibold">{count.format(remaining)}</strong> of{' '}
          {count.format(data.allowance)} {data.unit} left
        </p>
        <meter
          className="h-2 w-full"
          min={0}
          max={data.allowance}
          value={used}
          aria-label={`AI allowance used: ${count.format(used)} of ${count.format(data.allowance)} ${data.unit}`}
        />
        <CardDescription>
          Your tutor, assistant and cross-questions share it. It resets at {formatResetTime(data.resetsAt)}{' '}
          (your time).
        </CardDescription>
      </section>
    </Card>
  );
}
