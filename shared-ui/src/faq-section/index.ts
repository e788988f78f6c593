export { Accordion, type AccordionItem } from './DeferredAccordion';
export { FaqSection } from './FaqSection';
