import type { GatewayName } from '@travel/contracts/refunds';
import { GATEWAYS } from './gateways';

export function GatewayPicker({ gateway, onChange }: { gateway: GatewayName; onChange: (g: GatewayName) => void }) {
  return (
    <fieldset className="rfm__gateways">
      <legend>Payment gateway</legend>
      {GATEWAYS.map((option) => (
        <label key={option.value} className={`rfm__gateway${gateway === option.value ? ' is-selected' : ''}`}>
          <input
            type="radio"
            name="gateway"
            value={option.value}
            checked={gateway === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
