import { useState } from 'react';
import { INFO_SECTIONS } from '../fareContent';

/** Fare rules, check-in, documents and terms, each opened on its own; all closed at first. */
export function ImportantInformation() {
  const [openSections, setOpenSections] = useState<Record<string, boolean>>({});
  return (
    <section className="sf-box" aria-labelledby="sf-info-title">
      <h2 id="sf-info-title">Important Information</h2>
      {INFO_SECTIONS.map((section) => {
        const open = openSections[section.id] ?? false;
        return (
          <div key={section.id} className="sf-info">
            <h3>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={`sf-info-${section.id}`}
                onClick={() => setOpenSections({ ...openSections, [section.id]: !open })}
              >
                {section.title}
              </button>
            </h3>
            {open && (
              <div id={`sf-info-${section.id}`}>
                {section.body.map((text) => (
                  <p key={text}>{text}</p>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </section>
  );
}
