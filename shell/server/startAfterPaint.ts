/**
 * What starts the shell on a page its server assembled (pageAssembly.ts's `withEntryAfterPaint`): the entry
 * (main.js) is preloaded with the page, but it runs, and the `libraries` file is asked for, only once the served
 * first paint is on the screen (docs/performance.md, "The first paint").
 *
 * Both wait in a `<template>` (the browser neither fetches nor runs what is inside one); this script, inline at the
 * end of the page and allowed by its hash in the CSP, puts the template's content into the head in the task after
 * the browser reports the first contentful paint. It starts at once in a hidden tab, which paints nothing, or where
 * the browser reports no paint timing; and after 3 s whatever happened.
 *
 * Plain ES5 text, not a compiled function: the page carries it as it is written here, and the CSP allows that exact
 * text. Beside the server's page assembly, not in shell/src: it is code the server writes into the page, not a
 * module of the shell's build.
 */
export const AFTER_PAINT_TEMPLATE_ID = 'tp-after-paint';

export const START_AFTER_PAINT_SCRIPT =
  '(function () {' +
  'var started = false;' +
  'function start() {' +
  'if (started) return;' +
  'started = true;' +
  `var later = document.getElementById('${AFTER_PAINT_TEMPLATE_ID}');` +
  'if (later) document.head.appendChild(document.importNode(later.content, true));' +
  '}' +
  'var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];' +
  "if (types.indexOf('paint') < 0 || document.visibilityState === 'hidden') return start();" +
  'new PerformanceObserver(function (list, observer) {' +
  "if (!list.getEntriesByName('first-contentful-paint').length) return;" +
  'observer.disconnect();' +
  'setTimeout(start, 0);' +
  "}).observe({ type: 'paint', buffered: true });" +
  'setTimeout(start, 3000);' +
  '})();';
