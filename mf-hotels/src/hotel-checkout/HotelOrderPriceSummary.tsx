import { PriceSummary } from '@travel/shared-ui/checkout';
import type { HotelOrderView } from '@travel/contracts/hotel-checkout';
import { stayPriceLines } from './priceLines';

/**
 * An order's price, line by line, with what is paid now or at the hotel and any travel credit used; once the order
 * is paid or guaranteed (its confirmation), without the line saying what the card will be charged.
 */
export function HotelOrderPriceSummary({ order }: { order: HotelOrderView }) {
  return (
    <PriceSummary
      lines={stayPriceLines(order.price, order.stay.rooms, order.stay.nights)}
      totalMinor={order.price.totalMinor}
      chargeCurrency={order.price.currency}
      paid={order.stay.payment === 'pay_at_hotel' ? 'at_hotel' : 'now'}
      travelCreditMinor={order.travelCreditMinor}
      settled={order.status === 'paid' || order.status === 'guaranteed'}
    />
  );
}
