import { CheckCircleIcon } from '@/components/ui/icons';
import { heroPanel } from '../content/hero';

/** Entrance delay per element, so the panel "plays" a lesson once; CSS only, skipped under reduced motion. */
const at = (seconds: number) => ({ animationDelay: `${String(seconds)}s` });
const rise = 'motion-safe:animate-rise';

/** The hero's animated "AI-Powered Learning" panel (SPEC §1): a lesson, a question and the tutor's answer. */
export function HeroPanel() {
  return (
    <figure
      aria-label="A preview of a Pathwise lesson"
      className="relative mx-auto w-full max-w-md lg:max-w-none"
    >
      <div
        aria-hidden="true"
        className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-radial from-brand-300/50 via-accent-400/15 to-transparent to-70%"
      />
      <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-popover">
        <div className="flex items-center justify-between gap-3 bg-linear-to-r from-brand-700 to-brand-900 px-5 py-3 text-white">
          <p className="font-bold">{heroPanel.title}</p>
          <p className="flex items-center gap-1.5 text-xs font-medium">
            <span
              className="size-2 rounded-full bg-emerald-300 motion-safe:animate-pulse"
              aria-hidden="true"
            />
            {heroPanel.streak}
          </p>
        </div>
        <div className="space-y-4 p-5">
          <div>
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{heroPanel.day}</p>
            <p className="mt-1 text-lg font-bold text-ink">{heroPanel.topic}</p>
          </div>
          <ul className="space-y-2">
            {heroPanel.steps.map((step, index) => (
              <li
                key={step}
                className={`flex items-center gap-2 text-sm text-ink ${rise}`}
                style={at(0.3 + index * 0.3)}
              >
                <CheckCircleIcon className="size-5 shrink-0 text-success-600" />
                {step}
              </li>
            ))}
          </ul>
          <div className="space-y-2 rounded-xl bg-surface-muted p-3 text-sm">
            <p
              className={`ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-3 py-2 text-white ${rise}`}
              style={at(1.3)}
            >
              {heroPanel.question}
            </p>
            <div className="grid *:[grid-area:1/1]">
              <p
                aria-hidden="true"
                className="flex w-fit gap-1 rounded-2xl bg-surface px-3 py-3 motion-safe:animate-typing motion-reduce:hidden"
                style={at(1.7)}
              >
                <span className="size-1.5 rounded-full bg-ink-muted" />
                <span className="size-1.5 rounded-full bg-ink-muted" />
                <span className="size-1.5 rounded-full bg-ink-muted" />
              </p>
              <p
                className={`w-fit max-w-[85%] rounded-2xl rounded-bl-sm bg-surface px-3 py-2 text-ink shadow-card ${rise}`}
                style={at(2.5)}
              >
                {heroPanel.answer}
              </p>
            </div>
          </div>
          <div>
            <div className="flex justify-between text-xs font-medium text-ink-muted">
              <span>{heroPanel.progressLabel}</span>
              <span>{heroPanel.progress}%</span>
            </div>
            <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
              <div
                className="h-full origin-left rounded-full bg-linear-to-r from-brand-500 to-accent-500 motion-safe:animate-grow"
                style={{ width: `${String(heroPanel.progress)}%`, ...at(2.9) }}
              />
            </div>
          </div>
        </div>
      </div>
    </figure>
  );
}
