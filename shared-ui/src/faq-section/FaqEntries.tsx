import type { Faq } from '@travel/contracts/content';
import { useTranslatedTexts } from '@travel/shared-ui/translated-texts';
import { Accordion } from './Accordion';

/** A page's questions and answers, through the translation helper (the originals until, or unless, it answers). */
export function FaqEntries({ faqs, headingLevel }: { faqs: Faq[]; headingLevel: 3 | 4 }) {
  const translation = useTranslatedTexts(faqs.flatMap((faq) => [faq.question, faq.answer]));
  return (
    <div translate={translation.translated ? 'no' : undefined}>
      <Accordion
        headingLevel={headingLevel}
        items={faqs.map((faq, i) => ({
          id: faq._id,
          title: translation.texts[2 * i],
          content: <p>{translation.texts[2 * i + 1]}</p>,
        }))}
      />
    </div>
  );
}
