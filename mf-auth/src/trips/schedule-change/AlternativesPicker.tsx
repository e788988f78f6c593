import { useState } from 'react';
import { QueryState } from '@travel/shared-ui/api';
import { RadioGroupField } from '@travel/shared-ui/fields';
import type { DisruptionAlternative, FlightDisruption } from '@travel/contracts/disruptions';
import { useAlternatives } from './api/getAlternatives';
import { sliceLine } from './FlightSlices';
import { whenIst } from './scheduleChangeTexts';

/** The flights the supplier offers instead (loaded when opened), one to choose, confirmed by the caller. */
export function AlternativesPicker({
  disruption,
  token,
  onChoose,
}: {
  disruption: FlightDisruption;
  token?: string;
  onChoose(alternative: DisruptionAlternative): void;
}) {
  const alternatives = useAlternatives(disruption.reference, disruption.id, token, true);
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState('');
  return (
    <QueryState
      query={alternatives}
      isEmpty={(list) => list.length === 0}
      empty={
        <p className="trips-muted">
          The airline offers no other flight just now. You can still choose one of the other answers, or look again
          later.
        </p>
      }
    >
      {(list) => (
        <>
          <RadioGroupField
            id="schedule-change-alternative"
            name="schedule-change-alternative"
            legend="Flights the airline offers instead"
            className="schedule-change__alternatives"
            options={list.map((alternative) => ({
              value: alternative.id,
              label: alternative.slices.map(sliceLine).join('; '),
              hint: `Offered until ${whenIst(alternative.expiresAt)}`,
            }))}
            value={chosen}
            error={problem}
            onValueChange={(value) => {
              setChosen(value);
              setProblem('');
            }}
          />
          <button
            type="button"
            className="tp-button"
            onClick={() => {
              const alternative = list.find((candidate) => candidate.id === chosen);
              if (alternative) onChoose(alternative);
              else setProblem('Choose one of the flights offered.');
            }}
          >
            Choose this flight
          </button>
        </>
      )}
    </QueryState>
  );
}
