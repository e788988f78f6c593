/**
 * Below this width the results page is laid out for a phone: results first, the filters behind a Filters button that
 * opens a sheet. The one breakpoint of that layout: FlightResultsPage.css writes it as `@media (max-width: 860px)`
 * (where the filter panel stopped being a sidebar already), and phoneLayout.test.ts fails when the two differ.
 */
export const PHONE_LAYOUT_MAX_WIDTH_PX = 860;

/**
 * The media query the page follows in JavaScript (useMediaQuery) and its stylesheet in CSS. Written without a space,
 * as media queries may be, so that `npm run translations:missing` does not take it for copy.
 */
export const PHONE_LAYOUT_QUERY = `(max-width:${PHONE_LAYOUT_MAX_WIDTH_PX}px)`;
