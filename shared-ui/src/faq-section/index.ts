export { Accordion, type AccordionItem } from './Accordion';
export { FaqSection } from './FaqSection';
