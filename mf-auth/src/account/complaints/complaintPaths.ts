import type { TripKind } from '@travel/contracts/trips';

/** The complaints desk's pages in the account area, and the guest's beside My Trips (no route parameters). */
export const COMPLAINTS_PATH = '/account/complaints';

const query = (fields: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(fields).flatMap(([key, value]) => (value ? [[key, value]] : [])),
  ).toString();
  return search ? `?${search}` : '';
};

/** The account's form, with the booking chosen when one is given. */
export const newComplaintPath = (booking?: { kind: TripKind; reference: string }) =>
  `${COMPLAINTS_PATH}/new${query({ kind: booking?.kind, reference: booking?.reference })}`;

export const complaintPath = (ticket: string) => `${COMPLAINTS_PATH}/ticket${query({ ticket })}`;

/** A guest's form for the booking they opened with the trips look-up (its token stays in this tab). */
export const guestComplaintPath = (booking?: { kind: TripKind; reference: string }) =>
  `/my-trips/complaint${query({ kind: booking?.kind, reference: booking?.reference })}`;

/** A guest's ticket: the booking's reference finds the look-up's token that opens it. */
export const guestComplaintTicketPath = (ticket: string, reference: string) =>
  `/my-trips/complaint/ticket${query({ ticket, reference })}`;

/** The public page naming the grievance officer (mf-content). */
export const GRIEVANCE_OFFICER_PATH = '/grievance-officer';

/** The booking a form was opened for (Get help on a trip), from ?kind=&reference=. */
export function bookingFromQuery(params: URLSearchParams): { kind: TripKind; reference: string } | undefined {
  const reference = params.get('reference')?.trim();
  if (!reference) return undefined;
  return { kind: params.get('kind') === 'hotel' ? 'hotel' : 'flight', reference };
}
