import type { Catalog } from '.';
import { missingTranslations } from './missingTranslations';
import { visibleTextsOf } from './visibleTexts';

const everyLanguage = (texts: Record<string, string>): Catalog => ({ hi: texts, es: texts, fr: texts, ar: texts });

const CATALOG = everyLanguage({
  'About us': 'translated',
  'Showing {shown} of {total}': 'translated {shown} {total}',
  'Please select a date': 'translated',
  '{count} night': 'translated {count}',
  '{count} nights': 'translated {count}',
});

/** A page as a remote would add it: copy the catalog knows, code that is not copy, and one new text. */
const NEW_PAGE = `import { useState } from 'react';
import './NewPage.css';

export function NewPage({ shown, total, nights }: { shown: number; total: number; nights: number }) {
  const [status] = useState<'idle' | 'ready'>('idle');
  if (status === 'ready') console.log('Page ready for you');
  return (
    <section className="tp-page np-page" data-testid="new-page">
      <h1>About us</h1>
      <p>{\`Showing \${shown} of \${total}\`}</p>
      <p>{\`\${nights} \${nights === 1 ? 'night' : 'nights'}\`}</p>
      <a href="/about-us" aria-label="Brand new copy">Travel Portal</a>
    </section>
  );
}
`;

describe('translations:missing', () => {
  it('passes when the catalog knows every text', () => {
    const page = NEW_PAGE.replace('aria-label="Brand new copy"', 'aria-label="About us"');
    expect(missingTranslations([{ file: 'NewPage.tsx', text: page }], CATALOG, new Set(['Travel Portal']))).toEqual([]);
  });

  it('fails on a new text without a reviewed translation, naming where it is and which languages lack it', () => {
    expect(missingTranslations([{ file: 'NewPage.tsx', text: NEW_PAGE }], CATALOG, new Set(['Travel Portal']))).toEqual(
      [{ text: 'Brand new copy', file: 'NewPage.tsx', line: 12, languages: ['hi', 'es', 'fr', 'ar'] }],
    );
  });

  it('reports only the languages that lack a text', () => {
    const catalog = { ...everyLanguage({}), hi: { 'Brand new copy': 'नई कॉपी' }, ar: { 'Brand new copy': 'نص جديد' } };
    const source = { file: 'Banner.tsx', text: 'export const Banner = () => <p>Brand new copy</p>;' };
    expect(missingTranslations([source], catalog)).toEqual([
      { text: 'Brand new copy', file: 'Banner.tsx', line: 1, languages: ['es', 'fr'] },
    ]);
  });

  it('knows a sentence with an optional suffix from the sentence alone', () => {
    const source = {
      file: 'rules.ts',
      text: 'export const message = (which: string) => `Please select a date${which}`;',
    };
    expect(missingTranslations([source], CATALOG)).toEqual([]);
  });
});

describe('the texts a source file can show', () => {
  const texts = (source: string, file = 'Page.tsx') => visibleTextsOf(file, source).map((found) => found.text);

  it('takes JSX text, translated attributes and copy in data, white space collapsed and entities decoded', () => {
    const source = `const FARES = [{ id: 'saver', label: 'Saver fare' }];
      toast.success('Logout Successfully');
      export const Page = () => (
        <div className="tp-page" title="Fare   rules">
          Taxes &amp; surcharges
          <input placeholder="Search articles..." name="q" type="search" />
        </div>
      );`;
    expect(texts(source)).toEqual([
      'Saver fare',
      'Logout Successfully',
      'Fare rules',
      'Taxes & surcharges',
      'Search articles...',
    ]);
  });

  it('leaves out code: imports, classes, paths, keys, comparisons, logs, errors and what the translator skips', () => {
    const source = `import x from 'Some Module';
      const KEY = 'persistedState';
      if (status === 'Not Started') console.error('Could not load the page');
      throw new Error('Remote module failed');
      export const Page = () => (
        <a href="/about-us" className="tp-link tp-link--active" data-testid="About link" to="/x">
          <code>Keep this English</code>
          <span translate="no">Travel Portal</span>
        </a>
      );`;
    expect(texts(source)).toEqual([]);
  });

  it('gives a template its values as {0}, {1} and one text per literal it chooses', () => {
    const source =
      'export const label = (n: number, city: string) => `${n} ${n === 1 ? "hotel" : "hotels"} in ${city}`;';
    expect(texts(source, 'label.ts')).toEqual(['{0} hotel in {2}', '{0} hotels in {2}']);
  });
});
