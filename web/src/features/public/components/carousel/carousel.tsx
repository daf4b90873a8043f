/**
 * The home carousel (spec §2, §4, §9): the first slide is active and the next one comes every
 * 3000 ms; previous/next controls and one button per slide; each image's alt is its title.
 *
 * Accessibility (WAI-ARIA carousel pattern, WCAG 2.2.2): rotation pauses while the pointer is
 * over it or focus is inside it, and a pause/play button stops it for good; the slide region is
 * announced politely only when not rotating, so screen readers are not interrupted every 3 s.
 * Arrow keys move between slides when focus is in the carousel.
 */
import { UPLOAD_RULES } from '@model/public';
import { useEffect, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/content-icons';
import { MediaImage } from '@/components/media-image';
import type { Slide } from './slides';
import styles from './carousel.module.css';
import { withSiteBase } from '@/components/site-base';

/** Spec §9. */
export const CAROUSEL_INTERVAL_MS = 3000;
/** Every slide has the exact size its upload rule demands. */
const SLIDE = UPLOAD_RULES.carousel;
/** No store to follow: `useSyncExternalStore` only tells the server's render from the browser's. */
const noChange = () => () => {};

/**
 * An island of the home page (client:idle): the server's HTML shows the first slide, its picture
 * fetched at once with high priority (the page's LCP, not held by this code); the code then
 * rotates the slides and runs the controls. Its props are the slides alone (plain JSON, written
 * into the page). No slides, no carousel.
 */
function CarouselContent({ slides }: { slides: Slide[] }) {
  return slides.length === 0 ? null : <SlideShow slides={slides} />;
}

function SlideShow({ slides }: { slides: Slide[] }) {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // Slides other than the first are in the HTML without their pictures: those come once the
  // island is live (it hydrates when the page is idle), not in competition with the first one.
  // React reads the server's value while it hydrates, the browser's right after.
  const warm = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const count = slides.length;
  const rotating = count > 1 && !stopped && !hovered && !focused;

  // A timeout per slide (not an interval), so a manual change restarts the full 3 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setActive((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, active, count]);

  const go = (index: number) => setActive((index + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(active + 1);
    else if (event.key === 'ArrowLeft') go(active - 1);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carrusel"
      aria-label="Noticias destacadas"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className={styles.slide}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={`${i + 1} de ${count}`}
            aria-hidden={i !== active}
            data-active={i === active}
          >
            {(i === 0 || i === active || warm) && (
              <MediaImage
                name={slide.image}
                alt={slide.title}
                width={SLIDE.width}
                height={SLIDE.height}
                priority={i === 0}
                sizes="(min-width: 80rem) 80rem, 100vw"
                className={styles.image}
              />
            )}
            {(slide.title || slide.caption) && (
              <div className={styles.caption}>
                {slide.title && <p className={styles.title}>{slide.title}</p>}
                {slide.caption && <p className={styles.text}>{slide.caption}</p>}
              </div>
            )}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={() => setStopped((s) => !s)}>
            {stopped ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
            <span className="sr-only">{stopped ? 'Reanudar el carrusel' : 'Detener el carrusel'}</span>
          </button>
          <button type="button" className={styles.control} onClick={() => go(active - 1)}>
            <ChevronLeftIcon size={20} />
            <span className="sr-only">Diapositiva anterior</span>
          </button>
          <ul className={styles.dots}>
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-current={i === active ? 'true' : undefined}
                  onClick={() => go(i)}
                >
                  <span className="sr-only">
                    Ir a la diapositiva {i + 1}
                    {slide.title ? `: ${slide.title}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.control} onClick={() => go(active + 1)}>
            <ChevronRightIcon size={20} />
            <span className="sr-only">Diapositiva siguiente</span>
          </button>
        </div>
      )}
    </section>
  );
}

export const Carousel = withSiteBase(CarouselContent);
