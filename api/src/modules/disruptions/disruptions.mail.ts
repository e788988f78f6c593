import type { DisruptedSlice, FlightDisruption } from '@travel/contracts/disruptions';
import type { MailMessage } from '../../mail/mailer';

/** The traveller's emails about an airline's change: the notice (old and new side by side), reminders, the refund. */

const KIND_HEADLINES: Record<FlightDisruption['kind'], string> = {
  retimed: 'The airline has changed the times of your flight',
  renumbered: 'The airline has changed your flight number',
  cancelled: 'The airline has cancelled your flight',
};

/** 'Sun, 20 Dec 2026, 10:30 IST': an instant (a deadline) as a traveller in India reads it. */
export const whenIst = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  ) + ' IST';

/** '20 Dec 2026 10:30': a local wall-clock time as the supplier gave it ('YYYY-MM-DDTHH:mm'), no zone. */
export function localTime(wallClock: string): string {
  const [date, time] = wallClock.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const month = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
  return `${d} ${month} ${y} ${time?.slice(0, 5) ?? ''}`.trim();
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Rows of the side-by-side table: what, as booked, as changed. */
function comparison(before: DisruptedSlice[], after: DisruptedSlice[]): [string, string, string][] {
  const rows: [string, string, string][] = [];
  const count = Math.max(before.length, after.length);
  for (let i = 0; i < count; i++) {
    const was = before[i];
    const now = after[i];
    const route = (s?: DisruptedSlice) => (s ? `${s.from} → ${s.to}` : 'No flight');
    const prefix = count > 1 ? `Flight ${i + 1}: ` : '';
    rows.push([`${prefix}Route`, route(was), now ? route(now) : 'Cancelled']);
    rows.push([`${prefix}Flight`, was?.flightNumbers.join(', ') ?? '—', now?.flightNumbers.join(', ') ?? '—']);
    rows.push([
      `${prefix}Departs`,
      was ? `${localTime(was.departingAt)} (${was.from})` : '—',
      now ? `${localTime(now.departingAt)} (${now.from})` : '—',
    ]);
    rows.push([
      `${prefix}Arrives`,
      was ? `${localTime(was.arrivingAt)} (${was.to})` : '—',
      now ? `${localTime(now.arrivingAt)} (${now.to})` : '—',
    ]);
  }
  return rows;
}

const CHOICE_TEXT: Record<FlightDisruption['actions'][number], string> = {
  accept: 'accept the new schedule',
  change: 'pick another flight the airline offers, at no cost to you',
  cancel: 'cancel for a full refund of everything you paid, our fees included, to your original payment method',
};

export function disruptionNoticeMail(input: {
  to: string;
  reference: string;
  disruption: FlightDisruption;
  tripUrl: string;
}): MailMessage {
  const { disruption } = input;
  const headline = KIND_HEADLINES[disruption.kind];
  const rows = comparison(disruption.before, disruption.after);
  const width = Math.max(10, ...rows.map(([label]) => label.length)) + 2;
  const column = Math.max(12, ...rows.map(([, was]) => was.length)) + 2;
  const table = [
    `${''.padEnd(width)}${'Was'.padEnd(column)}Now`,
    ...rows.map(([label, was, now]) => `${label.padEnd(width)}${was.padEnd(column)}${now}`),
  ];
  const choices = disruption.actions.map((action) => `- ${CHOICE_TEXT[action]}`);
  const deadline = disruption.respondBy ? `Please answer by ${whenIst(disruption.respondBy)}.` : '';
  const text = [
    'Hello,',
    '',
    `${headline} on your booking ${input.reference} (through ${disruption.supplier}).`,
    '',
    ...table,
    '',
    ...(choices.length ? ['In My Trips you can:', ...choices, ''] : []),
    ...(deadline ? [deadline] : []),
    disruption.whenDeadlinePasses,
    '',
    `Your booking: ${input.tripUrl}`,
    '',
    'Travel Portal',
  ].join('\n');
  const cell = (value: string, tag = 'td') =>
    `<${tag} style="padding:4px 12px;text-align:left">${escapeHtml(value)}</${tag}>`;
  const html = [
    `<p>Hello,</p>`,
    `<p>${escapeHtml(`${headline} on your booking ${input.reference} (through ${disruption.supplier}).`)}</p>`,
    '<table style="border-collapse:collapse">',
    `<thead><tr>${cell('', 'th')}${cell('Was', 'th')}${cell('Now', 'th')}</tr></thead>`,
    '<tbody>',
    ...rows.map(([label, was, now]) => `<tr>${cell(label, 'th')}${cell(was)}${cell(now)}</tr>`),
    '</tbody></table>',
    ...(choices.length
      ? [
          '<p>In My Trips you can:</p><ul>',
          ...disruption.actions.map((a) => `<li>${escapeHtml(CHOICE_TEXT[a])}</li>`),
          '</ul>',
        ]
      : []),
    ...(deadline ? [`<p><strong>${escapeHtml(deadline)}</strong></p>`] : []),
    `<p>${escapeHtml(disruption.whenDeadlinePasses)}</p>`,
    `<p><a href="${escapeHtml(input.tripUrl)}">Open your booking</a></p>`,
    '<p>Travel Portal</p>',
  ].join('\n');
  return { to: input.to, subject: `${headline}: booking ${input.reference}`, text, html };
}

export function disruptionReminderMail(input: {
  to: string;
  reference: string;
  disruption: FlightDisruption;
  tripUrl: string;
}): MailMessage {
  const { disruption } = input;
  return {
    to: input.to,
    subject: `Reminder: answer the airline's change to booking ${input.reference} by ${whenIst(disruption.respondBy!)}`,
    text: [
      'Hello,',
      '',
      `${KIND_HEADLINES[disruption.kind]} on your booking ${input.reference}, and you have not answered yet. ` +
        `The airline needs your answer by ${whenIst(disruption.respondBy!)}.`,
      disruption.whenDeadlinePasses,
      '',
      `Answer in My Trips: ${input.tripUrl}`,
      '',
      'Travel Portal',
    ].join('\n'),
  };
}

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(minor / 100);

export function disruptionRefundMail(input: {
  to: string;
  reference: string;
  cardMinor: number;
  creditMinor: number;
  currency: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Booking ${input.reference} cancelled after the airline's change: your full refund`,
    text: [
      'Hello,',
      '',
      `As you asked, booking ${input.reference} is cancelled after the airline's change to it.`,
      ...(input.cardMinor > 0
        ? [
            `A full refund of ${money(input.cardMinor, input.currency)}, our fees included, is on its way to the card ` +
              'or account you paid with; it usually reaches it within 7 days.',
          ]
        : []),
      ...(input.creditMinor > 0
        ? [`The ${money(input.creditMinor, input.currency)} of travel credit you spent is back in your account.`]
        : []),
      '',
      'You can follow the refund on the booking in My Trips.',
      '',
      'Travel Portal',
    ].join('\n'),
  };
}

/** The answer confirmed at the supplier: the e-ticket reissued with the flight now held. */
export function reissuedTicketMail(input: {
  to: string;
  reference: string;
  flight: DisruptedSlice;
  pdf: Buffer;
  tripUrl: string;
}): MailMessage {
  const { flight } = input;
  return {
    to: input.to,
    subject: `Your new e-ticket: booking ${input.reference}`,
    text: [
      'Hello,',
      '',
      `The airline has confirmed your flight on booking ${input.reference}: ${flight.flightNumbers.join(', ')}, ` +
        `${flight.from} ${localTime(flight.departingAt)} → ${flight.to} ${localTime(flight.arrivingAt)} (local times).`,
      'Your reissued e-ticket is attached.',
      '',
      `Your booking: ${input.tripUrl}`,
      '',
      'Travel Portal',
    ].join('\n'),
    attachments: [{ filename: `e-ticket-${input.reference}.pdf`, contentType: 'application/pdf', content: input.pdf }],
  };
}
