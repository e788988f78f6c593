/**
 * Stands in for axios's fetch adapter (lib/adapters/fetch.js) in the browser builds (webpack.base.ts). In a
 * browser axios always picks its XHR adapter, the first of its default ['xhr', 'http', 'fetch'] that the browser
 * supports, and the portal's client sets no adapter, so the fetch adapter and its streaming helpers were about
 * 3.5 KB gzipped of axios's chunk that never ran. Answering "not available" keeps axios's own error should
 * anything still ask for 'fetch'.
 */
export const getFetch = () => false;

export default undefined;
