import { withQueryValues } from './pageAssembly';

const PAGE = '<h2>Prices ±3 days around <span data-query="date"></span></h2>';

describe('withQueryValues', () => {
  const fill = (query: string, markup = PAGE) => withQueryValues(markup, new URLSearchParams(query));

  it('writes a short plain value of the link into its slot', () => {
    expect(fill('from=BOM&date=2031-01-02')).toBe(
      '<h2>Prices ±3 days around <span data-query="date">2031-01-02</span></h2>',
    );
    expect(fill('date=Fri, 2 Jan 2031 10:30')).toContain('<span data-query="date">Fri, 2 Jan 2031 10:30</span>');
  });

  it('fills every slot from its own key, and leaves a slot empty when the link has no value for it', () => {
    const page = '<span data-query="from"></span>–<span data-query="to"></span> <span data-query="date"></span>';
    expect(fill('from=BOM&to=DEL', page)).toBe(
      '<span data-query="from">BOM</span>–<span data-query="to">DEL</span> <span data-query="date"></span>',
    );
    expect(fill('', page)).toBe(page);
    expect(fill('date=', PAGE)).toBe(PAGE);
  });

  it('leaves the slot empty for markup, quotes, an over-long value or characters a date never has', () => {
    for (const value of [
      '<img src=x onerror=alert(1)>',
      '"><b>bold</b>',
      "2031-01-02'",
      '2031-01-02&amp;',
      '2031/01/02',
      'x'.repeat(41),
      '2031-01-02\nSet-Cookie: a=b',
    ])
      expect(fill(new URLSearchParams({ date: value }).toString())).toBe(PAGE);
    expect(fill(`date=${'1'.repeat(40)}`)).toContain(`>${'1'.repeat(40)}</span>`);
  });

  it('changes nothing but the slots: the link’s other keys and text that only looks like a slot stay as they are', () => {
    const page = '<p data-query="date"></p><span data-query="date" class="x"></span><span>date</span>';
    expect(fill('date=2031-01-02&from=BOM&unknown=1', page)).toBe(page);
    expect(fill('from=BOM&unknown=1')).toBe(PAGE);
  });
});
