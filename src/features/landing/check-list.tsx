import { CheckCircleIcon } from './icons';

/** Short points, each after a green check (the features' and the plans'). */
export function CheckList({ points, className }: { points: readonly string[]; className: string }) {
  return (
    <ul className={`landing-checks ${className}`}>
      {points.map((point) => (
        <li key={point} className="landing-check">
          <CheckCircleIcon className="landing-check-icon" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}
