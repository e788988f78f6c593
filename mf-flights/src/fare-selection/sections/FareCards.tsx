import { useState } from 'react';
import { Price } from '@travel/shared-ui/money';
import { FARE_TYPES, farePrice, type FareType } from '@travel/contracts/rules';
import { FARE_DETAILS } from '../fareContent';

interface FareCardsProps {
  /** The offer's Standard price per adult, in rupees. */
  standardPrice: number;
  selected: FareType;
  onSelect: (fare: FareType) => void;
}

/** One card per fare, chosen like radio buttons; one card at a time shows its full features and conditions. */
export function FareCards({ standardPrice, selected, onSelect }: FareCardsProps) {
  const [expandedFare, setExpandedFare] = useState<FareType | null>(null);
  return (
    <section aria-labelledby="sf-fares-title">
      <h2 id="sf-fares-title">Select Your Fare</h2>
      <div className="sf-fares" role="radiogroup" aria-label="Fares">
        {FARE_TYPES.map((type) => (
          <FareCard
            key={type}
            type={type}
            price={farePrice(standardPrice, type)}
            selected={selected === type}
            expanded={expandedFare === type}
            onSelect={() => onSelect(type)}
            onToggleDetails={() => setExpandedFare(expandedFare === type ? null : type)}
          />
        ))}
      </div>
    </section>
  );
}

interface FareCardProps {
  type: FareType;
  price: number;
  selected: boolean;
  expanded: boolean;
  onSelect: () => void;
  onToggleDetails: () => void;
}

function FareCard({ type, price, selected, expanded, onSelect, onToggleDetails }: FareCardProps) {
  const details = FARE_DETAILS[type];
  const features = expanded ? details.features : details.features.slice(0, 4);
  return (
    <div className={`sf-fare${selected ? ' is-selected' : ''}`} data-testid={`fare-${type}`}>
      <button type="button" role="radio" aria-checked={selected} className="sf-fare__choose" onClick={onSelect}>
        <span className="sf-fare__name">{type}</span>
        {details.popular && <span className="sf-fare__popular">Most popular</span>}
        <Price amount={price} className="sf-fare__price" />
        <span className="sf-fare__per">per adult</span>
      </button>
      <ul className="sf-fare__features">
        {features.map((feature) => (
          <li key={feature.text} className={feature.included ? 'is-included' : 'is-excluded'}>
            <span className="tp-visually-hidden">{feature.included ? 'Included: ' : 'Not included: '}</span>
            {feature.text}
            {feature.fee !== undefined && (
              <>
                {' '}
                <Price amount={feature.fee} />
              </>
            )}
          </li>
        ))}
      </ul>
      {expanded && (
        <ul className="sf-fare__conditions">
          {details.conditions.map((condition) => (
            <li key={condition.text}>
              {condition.text}
              {condition.fee !== undefined && (
                <>
                  {' '}
                  <Price amount={condition.fee} /> {condition.after}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="sf-link-button" aria-expanded={expanded} onClick={onToggleDetails}>
        {expanded ? 'Show Less' : 'More Details'}
      </button>
    </div>
  );
}
