import { founderStory } from '../content/founder-story';
import { CommunityCount } from './social-proof';

export function FounderStory() {
  return (
    <section aria-labelledby="founder-story-title" className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-content gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">From the founder</p>
          <h2
            id="founder-story-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
          >
            {founderStory.heading}
          </h2>
          <div className="mt-6 space-y-4 text-lg text-ink-muted">
            {founderStory.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <p className="mt-6 font-semibold text-ink">— {founderStory.signature}</p>
          <CommunityCount className="mt-4" />
        </div>
        <ul className="grid gap-4">
          {founderStory.contrast.map((column, index) => {
            const ours = index === founderStory.contrast.length - 1;
            return (
              <li
                key={column.label}
                className={
                  ours
                    ? 'rounded-2xl border-2 border-brand-500 bg-brand-50 p-5'
                    : 'rounded-2xl border border-line bg-canvas p-5'
                }
              >
                <h3 className={ours ? 'font-bold text-brand-800' : 'font-bold text-ink'}>{column.label}</h3>
                <ul className="mt-2 space-y-1 text-sm text-ink-muted">
                  {column.points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <span aria-hidden="true" className={ours ? 'text-success-700' : 'text-danger-700'}>
                        {ours ? '✓' : '✕'}
                      </span>
                      {point}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
