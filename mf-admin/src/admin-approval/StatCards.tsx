import type { CancellationStats } from '@travel/contracts/admin';

const CARDS: { key: keyof CancellationStats; label: string }[] = [
  { key: 'pending', label: 'Pending Approval' },
  { key: 'approved', label: 'Approved' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'total', label: 'Total Requests' },
];

/** The four counts; `undefined` while they load, shown as a dash rather than a zero nobody counted. */
export function StatCards({ stats }: { stats: CancellationStats | undefined }) {
  return (
    <ul className="adm-stats" aria-label="Request counts" aria-busy={stats === undefined}>
      {CARDS.map((card) => (
        <li key={card.key} className={`adm-stats__card adm-stats__card--${card.key}`}>
          <span className="adm-stats__label">{card.label}</span>
          <strong className="adm-stats__value" data-testid={`stat-${card.key}`}>
            {stats ? stats[card.key] : '–'}
          </strong>
        </li>
      ))}
    </ul>
  );
}
