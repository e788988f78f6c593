export { Accordion, type AccordionItem } from './Accordion';
export { FaqSection } from './FaqSection';
export { getFaqs, useFaqs, visibleFaqs, type FaqItem } from './api/getFaqs';
