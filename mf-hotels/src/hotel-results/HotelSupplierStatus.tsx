import type { HotelOffersState } from './useHotelOffers';

type Status = Omit<HotelOffersState, 'quotes' | 'now'>;

/** What the hotel suppliers' search is doing, as sentences: who is still being asked, who did not answer. */
export function supplierStatusTexts(status: Status): string[] {
  const texts: string[] = [];
  if (status.starting) texts.push('Searching providers…');
  else if (status.pending.length === 1) texts.push('Still searching 1 provider…');
  else if (status.pending.length > 1) texts.push(`Still searching ${status.pending.length} providers…`);
  for (const label of status.notAnswered) texts.push(`${label} did not answer`);
  if (status.interrupted) texts.push('Other providers could not be searched');
  return texts;
}

/**
 * The suppliers' status line above the cards. Always drawn, in a line of reserved height, so that the cards do not
 * move when it changes or empties.
 */
export function HotelSupplierStatus({ status }: { status: Status }) {
  return (
    <p className="hh-suppliers-status" role="status" data-testid="supplier-status">
      {supplierStatusTexts(status).map((text) => (
        <span key={text}>{text}</span>
      ))}
    </p>
  );
}
