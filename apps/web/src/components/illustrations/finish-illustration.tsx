import { Illustration, Sparkle, type IllustrationProps } from './illustration';

/** The finish (30 of 30): a trophy in front of the certificate, with confetti. For the finish panel. */
export function FinishIllustration({ className }: IllustrationProps) {
  return (
    <Illustration name="finish" className={className}>
      <rect x="26" y="30" width="70" height="52" rx="6" className="fill-surface" />
      <path d="M38 44h34M38 54h24M38 64h16" />
      <path d="M92 32h40v16a20 20 0 01-40 0z" className="fill-brand-100" />
      <path d="M92 38h-8a8 8 0 008 12M132 38h8a8 8 0 01-8 12" />
      <path d="M112 68v12" />
      <path d="M98 94h28l-4-14h-20z" className="fill-surface" />
      <path d="M106 46l5 5 9-10" />
      <Sparkle x={82} y={20} />
      <Sparkle x={146} y={74} size={4} />
      <Sparkle x={22} y={96} size={4} />
      <path d="M52 98l6-4M140 24l4 6" className="stroke-accent-500" />
    </Illustration>
  );
}
