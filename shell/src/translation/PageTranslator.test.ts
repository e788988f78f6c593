import { TranslationClient } from './translationClient';
import { PageTranslator } from './PageTranslator';

const DICTIONARY: Record<string, Record<string, string>> = {
  hi: {
    'About us': 'हमारे बारे में',
    'Search articles...': 'लेख खोजें...',
    'Regional settings': 'क्षेत्रीय सेटिंग्स',
    Photo: 'फ़ोटो',
    'Info Center': 'सूचना केंद्र',
    'Loaded later': 'बाद में लोड हुआ',
    'Changed by the app': 'ऐप ने बदला',
    'Login Successfully': 'सफलतापूर्वक लॉग इन हो गया',
  },
  ar: { 'About us': 'من نحن', 'Info Center': 'مركز المعلومات' },
};

/** Waits for the debounce and the (fake) network. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

function setUp(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const root = document.getElementById('root')!;
  const send = jest.fn(async (texts: string[], lang: string) => texts.map((t) => DICTIONARY[lang]?.[t] ?? t));
  const translator = new PageTranslator(root, new TranslationClient(send, null), { debounceMs: 5 });
  translator.start();
  return { root, send, translator };
}

const PAGE = `
  <nav><a href="/about-us">About us</a>
    <input id="q" placeholder="Search articles..." value="">
    <button aria-label="Regional settings" title="Regional settings">G</button></nav>
  <main><h1> Info Center </h1><img alt="Photo" src="x.png"><p>₹12,999</p>
    <code>About us</code><p translate="no">About us</p><textarea placeholder="About us">About us</textarea></main>`;

describe('PageTranslator', () => {
  afterEach(() => jest.restoreAllMocks());

  it('translates text nodes and the placeholder, title, alt and aria-label attributes, keeping white space', async () => {
    const { root, translator } = setUp(PAGE);
    translator.setLanguage('hi');
    await settle();
    expect(root.querySelector('a')!.textContent).toBe('हमारे बारे में');
    expect(root.querySelector('h1')!.textContent).toBe(' सूचना केंद्र ');
    expect(root.querySelector('input')!.placeholder).toBe('लेख खोजें...');
    expect(root.querySelector('button')!.getAttribute('aria-label')).toBe('क्षेत्रीय सेटिंग्स');
    expect(root.querySelector('button')!.title).toBe('क्षेत्रीय सेटिंग्स');
    expect(root.querySelector('img')!.alt).toBe('फ़ोटो');
  });

  it('never touches typed values, code, translate="no" or text without letters', async () => {
    const { root, send, translator } = setUp(PAGE);
    const input = root.querySelector<HTMLInputElement>('#q')!;
    input.value = 'About us';
    translator.setLanguage('hi');
    await settle();
    expect(input.value).toBe('About us');
    expect(root.querySelector('code')!.textContent).toBe('About us');
    expect(root.querySelector('[translate="no"]')!.textContent).toBe('About us');
    expect(root.querySelector('textarea')!.value).toBe('About us');
    expect(root.querySelector('textarea')!.placeholder).toBe('हमारे बारे में');
    expect(send.mock.calls.flatMap(([texts]) => texts)).not.toContain('₹12,999');
  });

  it('sends all the texts of a page in one request, each text once', async () => {
    const { send, translator } = setUp(PAGE + '<footer><a>About us</a></footer>');
    translator.setLanguage('hi');
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0].sort()).toEqual(
      ['About us', 'G', 'Info Center', 'Photo', 'Regional settings', 'Search articles...'].sort(),
    );
  });

  it('translates content that appears later, asking only for texts not yet translated', async () => {
    const { root, send, translator } = setUp(PAGE);
    translator.setLanguage('hi');
    await settle();
    const toast = document.createElement('div');
    toast.innerHTML = '<p>Login Successfully</p><p>About us</p><p>Loaded later</p>';
    root.appendChild(toast);
    await settle();
    expect(toast.textContent).toBe('सफलतापूर्वक लॉग इन हो गयाहमारे बारे मेंबाद में लोड हुआ');
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][0]).toEqual(['Login Successfully', 'Loaded later']);
  });

  it('does not react to its own replacements', async () => {
    const { send, translator } = setUp(PAGE);
    translator.setLanguage('hi');
    await settle();
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('treats text the app changes afterwards as new English, and restores that on the way back', async () => {
    const { root, translator } = setUp(PAGE);
    translator.setLanguage('hi');
    await settle();
    const heading = root.querySelector('h1')!.firstChild as Text;
    heading.data = 'Changed by the app';
    await settle();
    expect(heading.data).toBe('ऐप ने बदला');
    translator.setLanguage('en');
    expect(heading.data).toBe('Changed by the app');
  });

  it('restores every original exactly when switching back to English, through another language', async () => {
    const { root, translator } = setUp(PAGE);
    const before = root.innerHTML;
    translator.setLanguage('hi');
    await settle();
    expect(root.innerHTML).not.toBe(before);
    translator.setLanguage('ar');
    await settle();
    expect(root.querySelector('a')!.textContent).toBe('من نحن');
    // Arabic has no translation of the placeholder: it shows English, not the Hindi left from before.
    expect(root.querySelector('input')!.placeholder).toBe('Search articles...');
    translator.setLanguage('en');
    expect(root.innerHTML).toBe(before);
  });

  it('keeps the original text and logs when the translation service fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="root"><h1>Info Center</h1></div>';
    const root = document.getElementById('root')!;
    const client = new TranslationClient(async () => Promise.reject(new Error('HTTP 502')), null);
    const translator = new PageTranslator(root, client, { debounceMs: 5 });
    translator.start();
    translator.setLanguage('hi');
    await settle();
    expect(root.querySelector('h1')!.textContent).toBe('Info Center');
    expect(log).toHaveBeenCalled();
  });

  it('reports busy while translating and idle once settled', async () => {
    const states: string[] = [];
    document.body.innerHTML = '<div id="root"><h1>Info Center</h1></div>';
    const client = new TranslationClient(async (texts) => texts.map(() => 'x'), null);
    const translator = new PageTranslator(document.getElementById('root')!, client, {
      onStateChange: (state, lang) => states.push(`${state}:${lang}`),
    });
    translator.start();
    translator.setLanguage('ar');
    await settle();
    expect(states[0]).toBe('busy:ar');
    expect(states.at(-1)).toBe('idle:ar');
  });
});
