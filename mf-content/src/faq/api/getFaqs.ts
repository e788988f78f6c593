import { faqsPath, visibleFaqs, type Faq, type FaqsReply } from '@travel/contracts/content';
import { apiClient } from '@travel/shared-ui/api';

/** GET /api/faqs/page/:slug: the visible FAQs of one of mf-content's pages (affiliate, offer, info, refund-policy...). */
export async function getFaqs(slug: string): Promise<Faq[]> {
  return visibleFaqs((await apiClient.get<FaqsReply>(faqsPath(slug))).data);
}
