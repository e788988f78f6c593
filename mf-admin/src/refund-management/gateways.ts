import type { GatewayName } from '@travel/contracts/refunds';

export const GATEWAYS: { value: GatewayName; label: string }[] = [
  { value: 'razorpay', label: 'Razorpay' },
  { value: 'stripe', label: 'Stripe' },
];

export const gatewayLabel = (gateway: GatewayName) => GATEWAYS.find((g) => g.value === gateway)!.label;
