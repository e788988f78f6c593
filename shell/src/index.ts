// An async boundary, so the shared singletons are negotiated before any of them is used.
// Named (chunk ids are numbers): its file name stays readable in the page's preload hint.
import(/* webpackChunkName: "src_bootstrap_tsx" */ './bootstrap');
