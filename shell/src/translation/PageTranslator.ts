/** What the page translator needs from a translation client (shared-ui's TranslationClient). */
export interface PageTranslationSource {
  cached(text: string, lang: string): string | undefined;
  translate(texts: string[], lang: string): Promise<Map<string, string>>;
}

/** The attributes whose text a visitor sees or hears. Input values are never among them. */
export const TRANSLATED_ATTRIBUTES = ['placeholder', 'title', 'alt', 'aria-label'] as const;

/** Subtrees never touched: code, scripts, editable content and anything marked translate="no". */
const SKIPPED_SELECTOR =
  'script, style, noscript, template, code, pre, kbd, samp, var, svg, [translate="no"], [contenteditable=""], [contenteditable="true"]';

/** A textarea's text is what the visitor typed (its value): its placeholder is translated, its text never. */
const isTypedText = (node: Node) => node.parentElement?.tagName === 'TEXTAREA';

/** A text worth translating has at least one letter (prices, dates and counts are left alone). */
const HAS_LETTER = /\p{L}/u;

/** What a node showed in English, and what the translator last wrote into it. */
interface Replacement {
  original: string;
  written: string;
}

interface TextItem {
  kind: 'text';
  node: Text;
  source: string;
}
interface AttributeItem {
  kind: 'attr';
  element: Element;
  name: string;
  source: string;
}
type Item = TextItem | AttributeItem;

const coreOf = (text: string) => text.trim();
const withSpaceOf = (source: string, translated: string) => {
  const leading = /^\s*/.exec(source)![0];
  const trailing = /\s*$/.exec(source)![0];
  return leading + translated + trailing;
};

/**
 * Translates the visible text of a part of the page in place, and keeps translating what appears
 * later (route changes, remote pages, results, toasts) through a MutationObserver, debounced.
 * English originals are remembered per node, so switching back to English restores them exactly,
 * and a node the app itself changes afterwards is treated as new English text. Its own writes are
 * taken off the observer's queue, so they never cause another round.
 */
export class PageTranslator {
  private lang = 'en';
  private generation = 0;
  private readonly texts = new WeakMap<Text, Replacement>();
  private readonly attributes = new WeakMap<Element, Map<string, Replacement>>();
  private readonly observer: MutationObserver;
  private pendingSubtrees = new Set<Node>();
  private pendingAttributes = new Set<Element>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private busy = 0;

  constructor(
    private readonly root: HTMLElement,
    private readonly source: PageTranslationSource,
    private readonly options: {
      debounceMs?: number;
      onStateChange?: (state: 'busy' | 'idle', lang: string) => void;
    } = {},
  ) {
    this.observer = new MutationObserver((records) => this.onMutations(records));
  }

  start() {
    this.observer.observe(this.root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: [...TRANSLATED_ATTRIBUTES],
    });
  }

  stop() {
    this.observer.disconnect();
    clearTimeout(this.flushTimer);
  }

  get language() {
    return this.lang;
  }

  /** Applies a language to the whole root: English restores every original, another language translates. */
  setLanguage(lang: string) {
    if (lang === this.lang) return;
    this.generation += 1;
    this.pendingSubtrees.clear();
    this.pendingAttributes.clear();
    this.write(() => this.restoreAll());
    this.lang = lang;
    if (lang !== 'en') this.translateItems(this.collect(this.root));
    else this.report();
  }

  // ---- watching the page -------------------------------------------------------------------

  private onMutations(records: MutationRecord[]) {
    if (this.lang === 'en') return;
    for (const record of records) {
      if (record.type === 'childList') {
        record.addedNodes.forEach((node) => this.pendingSubtrees.add(node));
      } else if (record.type === 'characterData') {
        const node = record.target as Text;
        if (this.texts.get(node)?.written !== node.data) this.pendingSubtrees.add(node);
      } else if (record.type === 'attributes' && record.attributeName) {
        const element = record.target as Element;
        const value = element.getAttribute(record.attributeName);
        if (this.attributes.get(element)?.get(record.attributeName)?.written !== value) {
          this.pendingAttributes.add(element);
        }
      }
    }
    if (this.pendingSubtrees.size + this.pendingAttributes.size === 0 || this.flushTimer) return;
    this.busy += 1;
    this.report();
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      this.busy -= 1;
      this.flush();
    }, this.options.debounceMs ?? 25);
  }

  private flush() {
    const items: Item[] = [];
    for (const node of this.pendingSubtrees) {
      if (node.isConnected && this.root.contains(node)) items.push(...this.collect(node));
    }
    for (const element of this.pendingAttributes) {
      if (element.isConnected && !this.isSkipped(element)) items.push(...this.attributeItems(element));
    }
    this.pendingSubtrees.clear();
    this.pendingAttributes.clear();
    this.translateItems(items);
  }

  // ---- finding text --------------------------------------------------------------------------

  private isSkipped(node: Node): boolean {
    const element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
    return !element || isTypedText(node) || element.closest(SKIPPED_SELECTOR) !== null;
  }

  /** The English a text node or attribute stands for: its remembered original while it still shows our translation. */
  private sourceOf(current: string, replacement: Replacement | undefined): string {
    return replacement && replacement.written === current ? replacement.original : current;
  }

  private attributeItems(element: Element): AttributeItem[] {
    const items: AttributeItem[] = [];
    for (const name of TRANSLATED_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      const source = this.sourceOf(value, this.attributes.get(element)?.get(name));
      if (HAS_LETTER.test(source)) items.push({ kind: 'attr', element, name, source });
    }
    return items;
  }

  /** Every translatable text node and attribute in a subtree, skipping code, inputs' text and translate="no". */
  private collect(start: Node): Item[] {
    if (this.isSkipped(start)) return [];
    const items: Item[] = [];
    const visit = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        if (isTypedText(node)) return;
        const text = node as Text;
        const source = this.sourceOf(text.data, this.texts.get(text));
        if (HAS_LETTER.test(source)) items.push({ kind: 'text', node: text, source });
      } else if (node.nodeType === Node.ELEMENT_NODE) {
        items.push(...this.attributeItems(node as Element));
      }
    };
    visit(start);
    if (start.nodeType !== Node.ELEMENT_NODE) return items;
    const walker = document.createTreeWalker(start, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.nodeType === Node.ELEMENT_NODE && (node as Element).matches(SKIPPED_SELECTOR)
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) visit(node);
    return items;
  }

  // ---- translating and writing ----------------------------------------------------------------

  private translateItems(items: Item[]) {
    if (items.length === 0 || this.lang === 'en') return this.report();
    const lang = this.lang;
    const generation = this.generation;
    // What the client already knows is written at once; only the rest waits for the network.
    const missing = new Set<string>();
    const ready: Item[] = [];
    for (const item of items) {
      if (this.source.cached(coreOf(item.source), lang) === undefined) missing.add(coreOf(item.source));
      else ready.push(item);
    }
    this.apply(ready, lang);
    if (missing.size === 0) return this.report();
    const waiting = items.filter((item) => missing.has(coreOf(item.source)));
    this.busy += 1;
    this.report();
    void this.source
      .translate([...missing], lang)
      .then(() => {
        if (generation === this.generation) this.apply(waiting, lang);
      })
      .catch((error: unknown) => console.error('Page translation failed; the original text stays', error))
      .finally(() => {
        this.busy -= 1;
        this.report();
      });
  }

  /** Writes translations into nodes that still show the text they were collected with. */
  private apply(items: Item[], lang: string) {
    if (items.length === 0) return;
    this.write(() => {
      for (const item of items) {
        const translated = this.source.cached(coreOf(item.source), lang) ?? coreOf(item.source);
        const desired = withSpaceOf(item.source, translated);
        if (item.kind === 'text') {
          const replacement = this.texts.get(item.node);
          if (this.sourceOf(item.node.data, replacement) !== item.source) continue; // changed meanwhile
          if (item.node.data !== desired) item.node.data = desired;
          this.texts.set(item.node, { original: item.source, written: desired });
        } else {
          const current = item.element.getAttribute(item.name);
          let replacements = this.attributes.get(item.element);
          if (current === null || this.sourceOf(current, replacements?.get(item.name)) !== item.source) continue;
          if (current !== desired) item.element.setAttribute(item.name, desired);
          if (!replacements) this.attributes.set(item.element, (replacements = new Map()));
          replacements.set(item.name, { original: item.source, written: desired });
        }
      }
    });
  }

  /** Puts every original back where the node still shows the translator's text. */
  private restoreAll() {
    const walker = document.createTreeWalker(this.root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node: Node | null = this.root; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node as Text;
        const replacement = this.texts.get(text);
        if (replacement && text.data === replacement.written) text.data = replacement.original;
        this.texts.delete(text);
      } else {
        const element = node as Element;
        const replacements = this.attributes.get(element);
        if (!replacements) continue;
        for (const [name, replacement] of replacements) {
          if (element.getAttribute(name) === replacement.written) element.setAttribute(name, replacement.original);
        }
        this.attributes.delete(element);
      }
    }
  }

  /**
   * Runs the translator's own DOM writes. Changes the app made before (still queued) are handled
   * first; the records of our writes are then dropped, so they never trigger another round.
   */
  private write(change: () => void) {
    const queued = this.observer.takeRecords();
    if (queued.length > 0) this.onMutations(queued);
    change();
    this.observer.takeRecords();
  }

  private report() {
    this.options.onStateChange?.(this.busy > 0 ? 'busy' : 'idle', this.lang);
  }
}
