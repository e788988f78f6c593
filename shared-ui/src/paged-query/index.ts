// "Search, then load more": its own entry, so a page that shows no list does not download it on its first visit.
export * from './useApiPagedQuery';
