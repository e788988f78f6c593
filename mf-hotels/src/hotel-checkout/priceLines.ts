import type { HotelStayPriceView } from '@travel/contracts/hotels';
import type { PriceSummaryLine } from '@travel/shared-ui/checkout';
import { nightsText, roomsText } from '../common/counts';

/** A stay's price as the summary's lines: room nights, GST at the room's slab, the fee and any discount. */
export function stayPriceLines(price: HotelStayPriceView, rooms: number, nights: number): PriceSummaryLine[] {
  const lines: PriceSummaryLine[] = [
    {
      label: `${roomsText(rooms)} × ${nightsText(nights)}`,
      amountMinor: price.roomNightsMinor,
    },
    { label: `GST (${price.gstPercent}%)`, amountMinor: price.gstMinor },
    { label: 'Booking fee', amountMinor: price.feesMinor },
  ];
  if (price.discountMinor > 0) lines.push({ label: 'Discount', amountMinor: price.discountMinor, discount: true });
  return lines;
}
