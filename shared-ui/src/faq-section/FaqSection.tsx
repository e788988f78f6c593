import { Suspense, useEffect, useRef } from 'react';
import type { Faq } from '@travel/contracts/content';
import { useApiQuery } from '@travel/shared-ui/api';
import { deferredPart, useNearScreen } from '@travel/shared-ui/components';

// The entries' code (and the translation helper's) comes with the entries, fetched alongside them: a page whose FAQ
// sits far below the first screen downloads none of it on its first visit.
const FaqEntries = deferredPart(
  () => import(/* webpackChunkName: "faq-entries" */ './FaqEntries'),
  (module) => module.FaqEntries,
);

/**
 * The FAQ section of a page: its entries come from `load` (the remote's own call to GET /api/faqs/page/:slug,
 * in its `api/` folder), kept by slug in the query cache. On a failed call nothing is shown (the error is only
 * logged).
 */
export function FaqSection({
  slug,
  load,
  heading = 'Frequently Asked Questions',
  id,
  intro,
  headingLevel = 2,
  whenNear = false,
}: {
  slug: string;
  /** The visible entries of the page `slug`. */
  load: (slug: string) => Promise<Faq[]>;
  heading?: string;
  /** Anchor of the section, e.g. "faq" for a 'View FAQs' link. */
  id?: string;
  intro?: string;
  /** 3 when the FAQ sits inside a section of its own page. */
  headingLevel?: 2 | 3;
  /**
   * Asks for the entries only when the section comes near the screen: for a section far below the first screen, so
   * the page's first visit sends no request (and downloads no API client) for it.
   */
  whenNear?: boolean;
}) {
  const section = useRef<HTMLElement>(null);
  const near = useNearScreen(section, { watch: whenNear });
  const query = useApiQuery(['faqs', slug], () => load(slug), { enabled: near });
  const loading = query.status === 'loading';
  const faqs = query.status === 'success' ? query.data : [];
  useEffect(() => {
    if (near) FaqEntries.prefetch();
  }, [near]);
  const headingId = `tp-faq-${slug}-heading`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const loadingLine = <p className="tp-faq__loading">Loading questions...</p>;

  // Nothing to show (none stored, or the call failed): keep only the anchor so '#faq' links still land.
  if (!loading && faqs.length === 0) return id ? <div id={id} /> : null;

  return (
    <section ref={section} id={id} className="tp-faq" aria-labelledby={headingId} aria-busy={loading}>
      <Heading id={headingId}>{heading}</Heading>
      {intro && <p className="tp-faq__intro">{intro}</p>}
      {loading ? (
        loadingLine
      ) : (
        <Suspense fallback={loadingLine}>
          <FaqEntries faqs={faqs} headingLevel={headingLevel === 2 ? 3 : 4} />
        </Suspense>
      )}
    </section>
  );
}
