export { PriceSummary, type PriceSummaryLine, type PriceSummaryProps } from './PriceSummary';
export { HoldCountdown, timeLeft, type HoldCountdownProps } from './HoldCountdown';
export {
  PaymentStatusView,
  paymentOutcome,
  type PaymentOutcome,
  type PaymentStatusViewProps,
} from './PaymentStatusView';
export { getPayment, usePayment } from './api/getPayment';
export { usePolling } from './usePolling';
export { newIdempotencyKey, useIdempotencyKey } from './idempotencyKey';
export { useGatewayCheckout } from './gateways/useGatewayCheckout';
export { confirmPayment } from './api/confirmPayment';
export { paymentProblem, type BrowserPayment } from './gateways/browserPayment';
export { getTravelCredit, useTravelCredit, useTravelCreditBalance } from './api/getTravelCredit';
export { TravelCreditChoice, type TravelCreditChoiceProps } from './TravelCreditChoice';
