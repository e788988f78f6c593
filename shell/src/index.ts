// An async boundary, so the shared singletons are negotiated before any of them is used.
// Named (chunk ids are numbers): its file name stays readable in the page's preload hint.
// In a task of its own: main.js's evaluation (the federation runtime) and the bootstrap's share negotiation and
// chunk requests made one long task, which runs after the first paint (docs/performance.md, "The first paint").
setTimeout(() => import(/* webpackChunkName: "src_bootstrap_tsx" */ './bootstrap'), 0);
