import type { GatewayName } from '@travel/contracts/refunds';
import type { GatewayCheck } from './api/getGatewayStatus';
import { gatewayLabel } from './gateways';

interface GatewayStatusCardProps {
  gateway: GatewayName;
  check: GatewayCheck;
}

/** "API Connection Status" of the selected gateway, with "Check again". */
export function GatewayStatusCard({ gateway, check: { status, checking, check } }: GatewayStatusCardProps) {
  return (
    <section className="rfm__card" aria-labelledby="rfm-status-heading">
      <h2 id="rfm-status-heading">API Connection Status</h2>
      {checking || !status ? (
        <p>Checking {gatewayLabel(gateway)}…</p>
      ) : (
        <div className="rfm__status" aria-live="polite">
          <p>
            <span className={`rfm__dot ${status.connected ? 'is-up' : 'is-down'}`} aria-hidden="true" />
            <strong>
              {gatewayLabel(gateway)}: {status.connected ? 'Connected' : 'Disconnected'}
            </strong>
            {status.mode === 'sandbox' && <span className="rfm__mode"> (Sandbox)</span>}
          </p>
          <p className="rfm__status-message">{status.message}</p>
          {status.connected && status.mode === 'live' && <p>Response time: {status.latencyMs} ms</p>}
        </div>
      )}
      <button type="button" className="tp-button tp-button--secondary" onClick={() => void check()}>
        Check again
      </button>
    </section>
  );
}
