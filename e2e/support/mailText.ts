/** Reading what the SMTP capture stored: a raw single-part text message, as nodemailer sends ours. */

/** The value of a header (folded lines joined), or undefined. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The plain-text body, decoded from quoted-printable or base64. */
export function mailText(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).trim();
  const encoding = mailHeader(raw, 'Content-Transfer-Encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The path and query of the first link in a mail body that starts with `prefix` (e.g. '/newsletter/unsubscribe'). */
export function linkPath(text: string, prefix: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${prefix.replace(/[/?]/g, '\\$&')}[^\\s]*)`).exec(text);
  if (!match) throw new Error(`no ${prefix} link in:\n${text}`);
  return match[1];
}
