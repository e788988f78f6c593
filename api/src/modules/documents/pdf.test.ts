import { printableName, renderPdf } from './pdf';
import { pdfText } from './testing';

describe('printableName: a name as the documents can draw it', () => {
  it('keeps the letters the built-in font has, and writes the others in their A to Z form', () => {
    expect(printableName('Zoë Sérgio')).toBe('Zoë Sérgio');
    expect(printableName('Łukasz Đorđević')).toBe('Lukasz Dordevic');
  });

  it('is drawn as it reads', async () => {
    const pdf = await renderPdf('names', (doc) => void doc.text(`${printableName('Zoë')}, ${printableName('Łukasz')}`));
    expect(await pdfText(pdf)).toContain('Zoë, Lukasz');
  });
});
