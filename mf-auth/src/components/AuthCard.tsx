import type { ReactNode } from 'react';
import './auth.css';

/** The centred card every auth screen sits in. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="tp-page ma-page">
      <div className="ma-card">
        <h1 className="ma-card__title">{title}</h1>
        {intro && <p className="ma-card__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
