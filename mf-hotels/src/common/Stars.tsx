/** A star rating drawn in SVG (no emoji font on the machines), read out as "4-star". */
export function Stars({ count, max = 5 }: { count: number; max?: number }) {
  return (
    <span className="hh-stars" role="img" aria-label={`${count}-star`}>
      {Array.from({ length: max }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
          <path
            d="M10 1.5l2.6 5.5 6 .8-4.4 4.2 1.1 6-5.3-2.9-5.3 2.9 1.1-6L1.4 7.8l6-.8z"
            fill={i < count ? '#f5a623' : '#d9dee7'}
          />
        </svg>
      ))}
    </span>
  );
}
