export { formatInr, formatMoney, fromMinor, type InrPerUnit } from './formatMoney';
export { useDisplayCurrency, useFormatPrice } from './useDisplayCurrency';
export { Price } from './Price';
