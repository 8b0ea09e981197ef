import { isInView, useViewportEntry } from '../hooks/use-viewport-entry';

/** SPEC §9: images load once they come within 100 px of the viewport (loading="lazy" can't be tuned). */
export const AVATAR_ROOT_MARGIN = '100px';

export function LazyAvatar({ src, size = 48 }: { src: string; size?: number }) {
  const [ref, entry] = useViewportEntry<HTMLSpanElement>(AVATAR_ROOT_MARGIN);
  return (
    <span
      ref={ref}
      className="block shrink-0 overflow-hidden rounded-full bg-brand-100"
      style={{ width: size, height: size }}
    >
      {/* Decorative: the person's name is written beside it. */}
      {isInView(entry) && (
        <img src={src} alt="" width={size} height={size} decoding="async" className="size-full" />
      )}
    </span>
  );
}
