import { PriceSummary } from '@travel/shared-ui/checkout';
import type { HotelOrderView } from '@travel/contracts/hotel-checkout';
import { stayPriceLines } from './priceLines';

/** An order's price, line by line, with what is paid now or at the hotel and any travel credit used. */
export function HotelOrderPriceSummary({ order }: { order: HotelOrderView }) {
  return (
    <PriceSummary
      lines={stayPriceLines(order.price, order.stay.rooms, order.stay.nights)}
      totalMinor={order.price.totalMinor}
      chargeCurrency={order.price.currency}
      paid={order.stay.payment === 'pay_at_hotel' ? 'at_hotel' : 'now'}
      travelCreditMinor={order.travelCreditMinor}
    />
  );
}
