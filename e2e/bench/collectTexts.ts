/**
 * In-page script (kept as source text: tsx would wrap a function with helpers the page lacks) listing
 * the texts the page translator would send, by the rules of shell/src/translation/PageTranslator.ts:
 * text nodes with a letter and the placeholder, title, alt and aria-label attributes, skipping code,
 * scripts, textarea content and anything marked translate="no". Evaluates to string[].
 */
export const COLLECT_TEXTS = `(() => {
  const skipped =
    'script, style, noscript, template, code, pre, kbd, samp, var, svg, [translate="no"], [contenteditable=""], [contenteditable="true"]';
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeType === Node.ELEMENT_NODE && node.matches(skipped) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.parentElement?.tagName !== 'TEXTAREA') texts.push(node.textContent || '');
    } else {
      for (const name of ['placeholder', 'title', 'alt', 'aria-label']) texts.push(node.getAttribute(name) || '');
    }
  }
  return texts.map((text) => text.replace(/\\s+/g, ' ').trim()).filter((text) => /\\p{L}/u.test(text));
})()`;
