import { COMPLAINT_CATEGORY_LABELS, type ComplaintCategory } from '@travel/contracts/complaints';
import type { MailMessage } from '../../mail/mailer';

/** The complaints desk's emails: the acknowledgement with the ticket number, each message, the resolution. */

const signOff = (publicUrl: string) => [
  '',
  `You can follow this complaint and reply to it in your account (${publicUrl}/account), or from the booking in My Trips.`,
  '',
  'Travel Portal grievance desk',
];

/** 'Tue, 3 Nov 2026, 15:30 IST': deadlines as a traveller in India reads them. */
const when = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso)) + ' IST';

interface TicketFacts {
  ticket: string;
  category: ComplaintCategory;
  bookingReference: string;
}

/** The acknowledgement the Rules require: the ticket number at once, and the two deadlines. */
export function complaintReceivedMail(
  to: string,
  complaint: TicketFacts & { acknowledgeBy: string; resolveBy: string },
  publicUrl: string,
): MailMessage {
  return {
    to,
    subject: `Complaint ${complaint.ticket} received`,
    text: [
      'Hello,',
      '',
      `We have received your complaint about booking ${complaint.bookingReference} ` +
        `(${COMPLAINT_CATEGORY_LABELS[complaint.category]}). Your ticket number is ${complaint.ticket}.`,
      '',
      `Our grievance officer will acknowledge it by ${when(complaint.acknowledgeBy)} and resolve it by ` +
        `${when(complaint.resolveBy)}. Please quote ${complaint.ticket} in any message about it.`,
      ...signOff(publicUrl),
    ].join('\n'),
  };
}

/** To the desk (or the staff member who has the ticket): a new complaint, or the traveller's reply. */
export function deskNoticeMail(
  to: string,
  complaint: TicketFacts,
  message: string,
  kind: 'filed' | 'reply' | 'reopened',
): MailMessage {
  const heading = {
    filed: `New complaint ${complaint.ticket}`,
    reply: `The traveller replied on ${complaint.ticket}`,
    reopened: `${complaint.ticket} reopened: the traveller replied after its resolution`,
  }[kind];
  return {
    to,
    subject: heading,
    text: [
      `${heading} (booking ${complaint.bookingReference}, ${COMPLAINT_CATEGORY_LABELS[complaint.category]}).`,
      '',
      message,
      '',
      `Ticket ${complaint.ticket} is in the complaints queue.`,
    ].join('\n'),
  };
}

/** The desk's reply, to the traveller. */
export function staffReplyMail(to: string, complaint: TicketFacts, message: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `Reply on your complaint ${complaint.ticket}`,
    text: [
      'Hello,',
      '',
      `Our grievance desk replied on your complaint ${complaint.ticket} (booking ${complaint.bookingReference}):`,
      '',
      message,
      ...signOff(publicUrl),
    ].join('\n'),
  };
}

/** The resolution, to the traveller: replying reopens the complaint. */
export function resolvedMail(to: string, complaint: TicketFacts, resolution: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `Complaint ${complaint.ticket} resolved`,
    text: [
      'Hello,',
      '',
      `Your complaint ${complaint.ticket} about booking ${complaint.bookingReference} is resolved:`,
      '',
      resolution,
      '',
      'If this does not settle it, reply to the complaint in your account and it will be reopened.',
      ...signOff(publicUrl),
    ].join('\n'),
  };
}
