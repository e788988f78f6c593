// Pure business rules: no React, no DOM, safe for the API to import.
export * from './calendarDates';
export * from './calendarDay';
export * from './refundCalculator';
export * from './fares';
export * from './travellers';
export * from './flightSearch';
export * from './hotelSearch';
export * from './hotelGuests';
export * from './hotelBooking';
export * from './cancellationSearch';
export * from './gst';
export * from './contact';
export * from './hotelCancellationPolicy';
export * from './hotelCancellationPreview';
export * from './hotelStayPrice';
export * from './dateChange';
export * from './paidLines';
