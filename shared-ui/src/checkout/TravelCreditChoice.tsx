import { useId } from 'react';
import { fromMinor, Price } from '@travel/shared-ui/money';

export interface TravelCreditChoiceProps {
  /** The account's balance in the charge currency (minor units). */
  balanceMinor: number;
  applied: boolean;
  onChange: (applied: boolean) => void;
  disabled?: boolean;
}

/**
 * At a checkout's payment step, for a signed-in traveller with travel credit: the balance and the choice to apply
 * it (all of it, up to the total; the price summary shows what it takes off). Shown only when there is a balance.
 */
export function TravelCreditChoice({ balanceMinor, applied, onChange, disabled }: TravelCreditChoiceProps) {
  const id = useId();
  if (balanceMinor <= 0) return null;
  return (
    <fieldset className="tp-travel-credit" aria-labelledby={`${id}-title`}>
      <legend id={`${id}-title`}>Travel credit</legend>
      <p data-testid="travel-credit-balance">
        Available: <Price amount={fromMinor(balanceMinor)} />
      </p>
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={applied}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        Use my travel credit
      </label>
    </fieldset>
  );
}
