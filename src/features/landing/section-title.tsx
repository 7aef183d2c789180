import type { ReactNode } from 'react';

/** A section's h2, the name its landmark is announced by (`aria-labelledby`). */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="landing-section-title">
      {children}
    </h2>
  );
}
