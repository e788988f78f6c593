import './Badge.css';

/** A coloured status label; the colour comes from `tone`, the text is always spelled out. */
export function Badge({ tone, children }: { tone: string; children: string }) {
  return <span className={`adm-badge adm-badge--${tone}`}>{children}</span>;
}
