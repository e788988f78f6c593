import { faqsPath, visibleFaqs, type Faq, type FaqsReply } from '@travel/contracts/content';
import { apiClient } from '@travel/shared-ui/api';

/** GET /api/faqs/page/:slug: the hotel home page's FAQs. */
export async function getFaqs(slug: string): Promise<Faq[]> {
  return visibleFaqs((await apiClient.get<FaqsReply>(faqsPath(slug))).data);
}
