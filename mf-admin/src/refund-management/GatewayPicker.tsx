import type { GatewayName } from '@travel/contracts/refunds';
import { RadioGroupField } from '@travel/shared-ui/fields';
import { GATEWAYS } from './gateways';

export function GatewayPicker({ gateway, onChange }: { gateway: GatewayName; onChange: (g: GatewayName) => void }) {
  return (
    <RadioGroupField
      id="rfm-gateway"
      name="gateway"
      legend="Payment gateway"
      className="rfm__gateways"
      optionClassName="rfm__gateway"
      options={GATEWAYS}
      value={gateway}
      onChange={(event) => onChange(event.target.value as GatewayName)}
    />
  );
}
