import fs from 'node:fs';
import path from 'node:path';
import { PHONE_LAYOUT_QUERY } from './phoneLayout';

/** Each `@media` query of the stylesheet with the rules inside it (one level of nesting, as the file has). */
function mediaBlocks(css: string): { query: string; body: string }[] {
  const blocks: { query: string; body: string }[] = [];
  const start = /@media\s*([^{]+)\{/g;
  for (let match = start.exec(css); match; match = start.exec(css)) {
    let depth = 1;
    let end = start.lastIndex;
    while (depth > 0 && end < css.length) {
      if (css[end] === '{') depth += 1;
      if (css[end] === '}') depth -= 1;
      end += 1;
    }
    blocks.push({ query: match[1].trim(), body: css.slice(start.lastIndex, end - 1) });
  }
  return blocks;
}

describe('the phone layout’s breakpoint', () => {
  it('is the one query in the stylesheet and in the page’s JavaScript (PHONE_LAYOUT_QUERY)', () => {
    const css = fs.readFileSync(path.join(__dirname, 'HotelResultsPage.css'), 'utf8');
    const phone = mediaBlocks(css).filter((block) => /\.hh-results__filters-toggle\s*\{/.test(block.body));
    // The same query, spaces aside (the constant has none, the stylesheet's has Prettier's).
    const unspaced = (query: string) => query.replace(/\s+/g, '');
    expect(phone.map((block) => unspaced(block.query))).toEqual([unspaced(PHONE_LAYOUT_QUERY)]);
    expect(PHONE_LAYOUT_QUERY).toBe('(max-width:800px)');
    expect(phone[0].body).toMatch(/\.hh-results__layout \.hh-filters\s*\{\s*display: none;/);
    expect(phone[0].body).toMatch(/\.hh-results__filters-toggle\s*\{[^}]*display: inline-flex;/);
  });
});
