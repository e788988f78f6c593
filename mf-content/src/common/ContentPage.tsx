import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { FaqSection } from '@travel/shared-ui/faq-section';
import { getFaqs } from '../faq/api/getFaqs';
import './content.css';

export interface ContentSection {
  id?: string;
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  cards?: { title: string; text: string }[];
  links?: { to: string; label: string }[];
}

export interface ContentPageData {
  title: string;
  eyebrow?: string;
  intro: string;
  updated?: string;
  actions?: { to: string; label: string }[];
  sections: ContentSection[];
  faqSlug?: string;
}

function SectionLinks({ links }: { links: { to: string; label: string }[] }) {
  return (
    <ul className="tc-chips">
      {links.map((link) => (
        <li key={link.to + link.label}>
          {link.to.startsWith('mailto:') ? (
            <a className="tc-chip" href={link.to} translate="no">
              {link.label}
            </a>
          ) : (
            <Link className="tc-chip" to={link.to}>
              {link.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A plain content page (policies, help, deals...): a hero, then titled sections of text, lists and cards. */
export function ContentPage({ page, children }: { page: ContentPageData; children?: ReactNode }) {
  const { hash } = useLocation();
  // A link such as /help#mobile-app lands on its section once the page has drawn.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);

  return (
    <article className="tc-page">
      <header className="tc-hero">
        {page.eyebrow && <p className="tc-hero__eyebrow">{page.eyebrow}</p>}
        <h1>{page.title}</h1>
        <p>{page.intro}</p>
        {page.updated && <p className="tc-hero__eyebrow">Last updated {page.updated}</p>}
        {page.actions && (
          <div className="tc-actions">
            {page.actions.map((action, index) => (
              <Link
                key={action.to}
                to={action.to}
                className={index === 0 ? 'tp-button tp-button--secondary' : 'tp-button'}
              >
                {action.label}
              </Link>
            ))}
          </div>
        )}
      </header>
      <div className="tc-prose">
        {page.sections.map((section) => (
          <section key={section.heading} id={section.id} className="tc-section">
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.bullets && (
              <ul>
                {section.bullets.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.cards && (
              <div className="tc-grid">
                {section.cards.map((card) => (
                  <div key={card.title} className="tc-card">
                    <h3>{card.title}</h3>
                    <p>{card.text}</p>
                  </div>
                ))}
              </div>
            )}
            {section.links && <SectionLinks links={section.links} />}
          </section>
        ))}
      </div>
      {children}
      {page.faqSlug && <FaqSection load={getFaqs} slug={page.faqSlug} />}
    </article>
  );
}
