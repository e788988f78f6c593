/** The admin API's shapes (api/src/modules/admin and refunds). */
export type RequestStatus = 'pending' | 'approved' | 'rejected';
export type Priority = 'high' | 'medium' | 'low';
export type DateRange = 'today' | 'week' | 'month' | 'all';

/** Amounts in rupees. */
export interface CancellationRequest {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  bookingId: string;
  amount: number;
  departureDate: string;
  reason: string;
  additionalNotes: string | null;
  createdAt: string;
  priority: Priority;
  status: RequestStatus;
  refundableAmount: number;
  deductions: number;
  netRefund: number;
  notes?: string | null;
  refundId?: string | null;
}

export interface CancellationStats {
  pending: number;
  approved: number;
  rejected: number;
  total: number;
}

export interface CancellationFilter {
  status: RequestStatus | 'all';
  priority: Priority | 'all';
  dateRange: DateRange;
}

export type RefundStatus = 'pending' | 'processed' | 'failed' | 'requires_action';
export type GatewayName = 'razorpay' | 'stripe';

/** A refund record; amount in paise. */
export interface RefundRecord {
  id: string;
  amount: number;
  currency: string;
  status: RefundStatus;
  gateway: string;
  createdAt: string;
  paymentId?: string;
}
