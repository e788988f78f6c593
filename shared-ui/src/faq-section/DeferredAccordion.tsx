import { Suspense } from 'react';
import { deferredPart } from '@travel/shared-ui/components';
import type { AccordionProps } from './Accordion';

const AccordionOfFile = deferredPart(
  () => import(/* webpackChunkName: "accordion" */ './Accordion'),
  (module) => module.Accordion,
);

/**
 * `Accordion` where remotes built before 2.5.2 import it: the FAQ's list, fetched when first drawn, so a page whose
 * FAQ is far below the first screen does not download it with `FaqSection` (`FaqEntries` draws it, in the chunk that
 * comes with the entries). Removing this one is for the next major version.
 */
export function Accordion(props: AccordionProps) {
  return (
    <Suspense fallback={null}>
      <AccordionOfFile {...props} />
    </Suspense>
  );
}

export type { AccordionItem } from './Accordion';
