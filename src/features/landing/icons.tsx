/**
 * The landing page's own Material icons, drawn by the plain pages' Icon (src/components/icon.tsx)
 * with the path data of the Material Icons package.
 */
import { Icon } from '../../components/icon';

export function CheckCircleIcon({ className }: { className?: string }) {
  return (
    <Icon
      className={className}
      path="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z"
    />
  );
}

export function WarningIcon({ className }: { className?: string }) {
  return <Icon className={className} path="M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z" />;
}

export function ExpandMoreIcon({ className }: { className?: string }) {
  return <Icon className={className} path="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />;
}
