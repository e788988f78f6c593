/**
 * Where to go after logging in: the `next` query parameter when it is a path on this site
 * (pages that need a login send people here with it), else home. Never another origin.
 */
export function returnPathFrom(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
