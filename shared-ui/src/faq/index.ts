export { Accordion, type AccordionItem } from './Accordion';
export { FaqSection } from './FaqSection';
export { useFaqs, visibleFaqs, type FaqItem, type FaqsState } from './useFaqs';
