const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/HeadlessChrome|Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Windows" from a User-Agent header: what a person recognises in their list of sessions. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const browser = (userAgent && first(BROWSERS, userAgent)) || 'Unknown browser';
  const system = userAgent && first(SYSTEMS, userAgent);
  return system ? `${browser} on ${system}` : browser;
}
