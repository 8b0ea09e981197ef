const STAR = 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z';

export function StarRating({ stars }: { stars: number }) {
  return (
    <p role="img" aria-label={`Rated ${String(stars)} out of 5`} className="flex gap-0.5">
      {Array.from({ length: 5 }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={index < stars ? 'size-4 fill-amber-400' : 'size-4 fill-slate-200'}
        >
          <path d={STAR} />
        </svg>
      ))}
    </p>
  );
}
