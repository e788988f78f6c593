/**
 * Below this width the hotel results are laid out for a phone: results first, the filters behind a Filters button
 * and the map behind Map, each opening a sheet. The one breakpoint of that layout: HotelResultsPage.css writes it as
 * `@media (max-width: 800px)` (where the filter panel stopped being a sidebar already), and phoneLayout.test.ts
 * fails when the two differ.
 */
export const PHONE_LAYOUT_MAX_WIDTH_PX = 800;

/**
 * The media query the page follows in JavaScript (useMediaQuery) and its stylesheet in CSS. Written without a space,
 * as media queries may be, so that `npm run translations:missing` does not take it for copy.
 */
export const PHONE_LAYOUT_QUERY = `(max-width:${PHONE_LAYOUT_MAX_WIDTH_PX}px)`;
