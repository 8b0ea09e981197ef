import type { ComponentType } from 'react';
import { Illustration, Sparkle, type IllustrationProps } from './illustration';

export type EmptyStateVariant = 'no-plan' | 'no-messages' | 'not-found' | 'certificate-not-found';

/** No plan yet: a folded map with a dashed route waiting for its flag. */
function NoPlan() {
  return (
    <>
      <path d="M36 38l28-10 32 10 28-10v56l-28 10-32-10-28 10z" className="fill-surface" />
      <path d="M64 28v56M96 38v56" />
      <path d="M46 74c8-6 14-12 26-10s20-10 30-14" strokeDasharray="2 7" />
      <path d="M106 50V30" />
      <path d="M106 30l12 5-12 5" className="fill-brand-100" />
      <Sparkle x={30} y={26} />
      <Sparkle x={134} y={86} size={4} />
    </>
  );
}

/** No messages yet: two speech bubbles, the second still thinking. */
function NoMessages() {
  return (
    <>
      <path
        d="M34 34h54a8 8 0 018 8v22a8 8 0 01-8 8H54l-12 10v-10h-8a8 8 0 01-8-8V42a8 8 0 018-8z"
        className="fill-surface"
      />
      <path d="M42 48h36M42 58h24" />
      <path
        d="M82 66h36a8 8 0 018 8v16a8 8 0 01-8 8h-6v9l-11-9H82a8 8 0 01-8-8V74a8 8 0 018-8z"
        className="fill-brand-100"
      />
      <path d="M90 82h.01M100 82h.01M110 82h.01" />
      <Sparkle x={128} y={34} />
      <Sparkle x={26} y={94} size={4} />
    </>
  );
}

/** A page that is not there: a magnifying glass over a path that fades out. */
function NotFound() {
  return (
    <>
      <path d="M28 92c14-4 22-14 36-14" />
      <path d="M70 78c8 0 14 2 20 4" strokeDasharray="2 7" />
      <circle cx="92" cy="50" r="22" className="fill-surface" />
      <path d="M84 44a10 10 0 0110-6" />
      <path d="M108 66l18 18" strokeWidth={6} />
      <Sparkle x={40} y={34} />
      <Sparkle x={134} y={40} size={4} />
    </>
  );
}

/** A certificate that does not verify: the sheet, its ribbon seal, and a cross where the tick would be. */
function CertificateNotFound() {
  return (
    <>
      <rect x="34" y="26" width="84" height="62" rx="6" className="fill-surface" />
      <path d="M46 42h44M46 52h32M46 62h24" />
      <circle cx="104" cy="80" r="14" className="fill-brand-100" />
      <path d="M96 92l-4 14 12-6 12 6-4-14" />
      <path d="M99 75l10 10M109 75l-10 10" />
      <Sparkle x={28} y={92} size={4} />
      <Sparkle x={132} y={30} />
    </>
  );
}

const scenes = {
  'no-plan': NoPlan,
  'no-messages': NoMessages,
  'not-found': NotFound,
  'certificate-not-found': CertificateNotFound,
} satisfies Record<EmptyStateVariant, ComponentType>;

/** The picture above an empty state's words (which always say what is missing and the way on). */
export function EmptyStateIllustration({
  variant,
  className,
}: IllustrationProps & { variant: EmptyStateVariant }) {
  const Scene = scenes[variant];
  return (
    <Illustration name={variant} className={className}>
      <Scene />
    </Illustration>
  );
}
