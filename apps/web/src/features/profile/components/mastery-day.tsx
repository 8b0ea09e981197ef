import type { MasteryDay, MasteryPoint } from '@pathwise/contract';
import type { SVGProps } from 'react';
import { AlertCircleIcon, CheckCircleIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { masteryLabel } from '../utils/mastery';

/** An open circle: nothing there yet. Kept here so the shared icon set (on every first load) stays as it is. */
function OpenCircleIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
      width="1em"
      height="1em"
      {...props}
    >
      <circle cx="12" cy="12" r="10" strokeDasharray="3 3" />
    </svg>
  );
}

const look = {
  solid: { Icon: CheckCircleIcon, tone: 'bg-success-50 text-success-700' },
  shaky: { Icon: AlertCircleIcon, tone: 'bg-warning-50 text-warning-700' },
  not_yet: { Icon: OpenCircleIcon, tone: 'bg-surface-muted text-ink-muted' },
} as const;

/** The state as a label with an icon: the words carry it, the colour only helps. */
function StateBadge({ point }: { point: MasteryPoint }) {
  const { Icon, tone } = look[point.state];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 self-start rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tone,
      )}
    >
      <Icon className="size-3.5" />
      {masteryLabel(point)}
    </span>
  );
}

/** One lesson: "Day N · topic", then each key point with its state (on a phone, the state goes under the point). */
export function MasteryDayItem({ day }: { day: MasteryDay }) {
  return (
    <li className="space-y-2">
      <h3 className="font-semibold break-words text-ink">
        Day {day.day} · {day.topic}
      </h3>
      <ul className="space-y-2">
        {day.points.map((point, index) => (
          <li
            key={index}
            className="flex flex-col gap-1 text-sm text-ink sm:flex-row sm:items-start sm:justify-between sm:gap-3"
          >
            <span className="min-w-0 break-words">{point.point}</span>
            <StateBadge point={point} />
          </li>
        ))}
      </ul>
    </li>
  );
}
