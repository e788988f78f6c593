import { useId, useState, type ReactNode } from 'react';
import './Accordion.css';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  initiallyOpen?: string | null;
  headingLevel?: 2 | 3 | 4;
}

/**
 * A list of questions where one item at most is open; clicking the open one closes it.
 * Each header is a real button (keyboard: Tab, Enter, Space) with aria-expanded and aria-controls.
 */
export function Accordion({ items, initiallyOpen = null, headingLevel = 3 }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(initiallyOpen);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className="tp-accordion">
      {items.map((item, index) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className={`tp-accordion__item${open ? ' tp-accordion__item--open' : ''}`}>
            <Heading className="tp-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="tp-accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <span className="tp-accordion__sign" aria-hidden="true">
                  {open ? '−' : '+'}
                </span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="tp-accordion__panel" hidden={!open}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
