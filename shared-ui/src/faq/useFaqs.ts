import { useEffect, useState } from 'react';
import { apiClient } from '../api/client';

/** A FAQ entry as GET /api/faqs/page/:slug returns it. */
export interface FaqItem {
  _id: string;
  question: string;
  answer: string;
  is_hidden: boolean;
}

interface FaqListReply {
  success: boolean;
  data?: { faqs?: FaqItem[] };
}

export interface FaqsState {
  faqs: FaqItem[];
  loading: boolean;
}

/** The visible entries of a list, hidden ones dropped whatever the server sent. */
export function visibleFaqs(faqs: unknown): FaqItem[] {
  if (!Array.isArray(faqs)) return [];
  return faqs.filter((faq: FaqItem) => faq && !faq.is_hidden && faq.question && faq.answer);
}

/**
 * The FAQs of one page (slug flight, hotel, affiliate, offer, info, refund-policy...).
 * On failure the list stays empty and the error is only logged.
 */
export function useFaqs(slug: string): FaqsState {
  const [state, setState] = useState<FaqsState>({ faqs: [], loading: true });

  useEffect(() => {
    let active = true;
    setState({ faqs: [], loading: true });
    apiClient
      .get<FaqListReply>(`/faqs/page/${encodeURIComponent(slug)}`)
      .then((response) => {
        if (!active) return;
        const faqs = response.data?.success ? visibleFaqs(response.data.data?.faqs) : [];
        setState({ faqs, loading: false });
      })
      .catch((error: unknown) => {
        console.error(`Failed to load the FAQs of page "${slug}"`, error);
        if (active) setState({ faqs: [], loading: false });
      });
    return () => {
      active = false;
    };
  }, [slug]);

  return state;
}
