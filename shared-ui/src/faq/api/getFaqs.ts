import type { Faq, FaqsReply } from '@travel/contracts/content';
import { apiClient, useApiQuery } from '@travel/shared-ui/api';

/** A FAQ entry as GET /api/faqs/page/:slug returns it. */
export type FaqItem = Faq;

/** The visible entries of a list, hidden ones dropped whatever the server sent. */
export function visibleFaqs(faqs: unknown): FaqItem[] {
  if (!Array.isArray(faqs)) return [];
  return faqs.filter((faq: FaqItem) => faq && !faq.is_hidden && faq.question && faq.answer);
}

/** GET /api/faqs/page/:slug: the visible FAQs of one page (flight, hotel, affiliate, offer, info, refund-policy...). */
export async function getFaqs(slug: string): Promise<FaqItem[]> {
  const response = await apiClient.get<FaqsReply>(`/faqs/page/${encodeURIComponent(slug)}`);
  return response.data?.success ? visibleFaqs(response.data.data?.faqs) : [];
}

export const useFaqs = (slug: string) => useApiQuery(['faqs', slug], () => getFaqs(slug));
