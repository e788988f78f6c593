import { randomBytes } from 'node:crypto';
import { GatewayError } from '../http';
import {
  type ConnectionStatus,
  type CreateRefundInput,
  type GatewayName,
  type GatewayRefund,
  type Refunds,
} from '../refunds';

/**
 * The built-in gateway used when a gateway has no keys: every refund starts pending and is processed
 * `settleMs` after it was made. The time of creation is part of the refund id, so the sandbox keeps no
 * state and a restart loses nothing. A payment id starting with 'pay_fail' is refused, to try the error path.
 */
export class SandboxRefunds implements Refunds {
  readonly mode = 'sandbox' as const;
  private readonly byIdempotencyKey = new Map<string, GatewayRefund>();
  private readonly byReference = new Map<string, GatewayRefund>();

  constructor(
    readonly name: GatewayName,
    private readonly settleMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async createRefund(input: CreateRefundInput): Promise<GatewayRefund> {
    const known = this.byIdempotencyKey.get(input.idempotencyKey);
    if (known) return this.status(known.id, known.amountMinor);
    if (input.paymentId.startsWith('pay_fail')) {
      throw new GatewayError('Sandbox: the payment cannot be refunded (test failure)', false, 400, true);
    }
    const id = `rfnd_sbx_${this.now().toString(36)}_${randomBytes(5).toString('hex')}`;
    const refund = { id, status: 'pending' as const, amountMinor: input.amountMinor };
    this.byIdempotencyKey.set(input.idempotencyKey, refund);
    this.byReference.set(input.reference, refund);
    return this.status(id, input.amountMinor);
  }

  async findRefundByReference(reference: string): Promise<GatewayRefund | undefined> {
    const known = this.byReference.get(reference);
    return known ? this.status(known.id, known.amountMinor) : undefined;
  }

  async getRefund(refundId: string): Promise<GatewayRefund> {
    return this.status(refundId, 0);
  }

  /** pending until settleMs after creation, then processed. */
  private status(refundId: string, amountMinor: number): GatewayRefund {
    const createdAt = parseInt(refundId.split('_')[2] ?? '', 36);
    if (Number.isNaN(createdAt)) throw new GatewayError('Sandbox: no such refund', false, 404);
    const status = this.now() - createdAt >= this.settleMs ? 'processed' : 'pending';
    return { id: refundId, status, amountMinor };
  }

  async checkConnection(): Promise<ConnectionStatus> {
    return { connected: true, latencyMs: 0, message: 'Sandbox mode: refunds are simulated (no gateway keys set)' };
  }
}
