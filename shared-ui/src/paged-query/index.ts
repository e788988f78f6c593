// A results list's data: "search, then load more", and the suppliers' answers streamed beside it. Its own entry,
// so a page that shows no list does not download it on its first visit.
export * from './useApiPagedQuery';
export * from './useEventStream';
