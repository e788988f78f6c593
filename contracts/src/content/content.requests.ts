import type { Faq, FaqsReply, NewsletterSource, SubscribeBody } from './content.schemas';

// What a front end sends and keeps of the FAQ and newsletter calls. Several deployables make these calls (the FAQ:
// mf-content, mf-flights, mf-hotels; the newsletter: the shell's footer and mf-content), each through a one-line
// call in its own `api/` folder, so the shape lives here once (docs/decisions.md, "Feature clients").

/** GET /api/faqs/page/:slug */
export const faqsPath = (slug: string) => `/faqs/page/${encodeURIComponent(slug)}`;

/** The visible entries of a reply: hidden ones dropped whatever the server sent, nothing on a failed reply. */
export function visibleFaqs(reply: FaqsReply | undefined): Faq[] {
  const faqs: unknown = reply?.success ? reply.data?.faqs : [];
  if (!Array.isArray(faqs)) return [];
  return faqs.filter((faq: Faq) => faq && !faq.is_hidden && faq.question && faq.answer);
}

export const NEWSLETTER_SUBSCRIBE_PATH = '/newsletter/subscribe';

export interface Subscriber {
  email: string;
  firstName?: string;
}

/** POST /api/newsletter/subscribe's body: address and name trimmed, a blank name not sent. */
export function subscribeBody(subscriber: Subscriber, source: NewsletterSource): SubscribeBody {
  const firstName = subscriber.firstName?.trim();
  return { email: subscriber.email.trim(), ...(firstName ? { firstName } : {}), source };
}
