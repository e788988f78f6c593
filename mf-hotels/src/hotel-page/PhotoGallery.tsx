import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';

const SWIPE_PX = 40;

/**
 * One large photo with Previous and Next, thumbnails to jump, the arrow keys (Home and End too) while the gallery
 * has focus, and a horizontal swipe on touch screens.
 */
export function PhotoGallery({ photos, name }: { photos: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const count = photos.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    if (event.key in moves) {
      event.preventDefault();
      go(moves[event.key]);
    }
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    if (start === null) return;
    const moved = event.changedTouches[0].clientX - start;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? index + 1 : index - 1);
  };

  if (count === 0) return <div className="hp-gallery hp-gallery--empty">No photos yet</div>;
  return (
    <section
      className="hp-gallery"
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onTouchStart={(event) => (touchStart.current = event.touches[0].clientX)}
      onTouchEnd={onTouchEnd}
    >
      <img
        className="hp-gallery__photo"
        src={photos[index]}
        alt={`${name}, photo ${index + 1} of ${count}`}
        width={800}
        height={480}
        // The page's largest paint: asked for before the thumbnails and the rest.
        fetchPriority="high"
        draggable={false}
      />
      <div className="hp-gallery__controls">
        <button type="button" className="tp-button tp-button--secondary" onClick={() => go(index - 1)}>
          Previous photo
        </button>
        <span aria-live="polite">{`Photo ${index + 1} of ${count}`}</span>
        <button type="button" className="tp-button tp-button--secondary" onClick={() => go(index + 1)}>
          Next photo
        </button>
      </div>
      <ol className="hp-gallery__thumbs" aria-label="All photos">
        {photos.map((src, i) => (
          <li key={src}>
            <button type="button" aria-current={i === index} onClick={() => go(i)} aria-label={`Show photo ${i + 1}`}>
              <img src={src} alt="" width={96} height={58} loading="lazy" />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
