/**
 * The few Material icons the landing page shows, as plain SVG with the path data of the Material Icons package:
 * decorative, hidden from assistive technology, 1em square in the current colour, sized by their CSS class.
 */
function Icon({ className, path }: { className?: string; path: string }) {
  return (
    <svg
      className={className === undefined ? 'landing-icon' : `landing-icon ${className}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

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

/** The icon of MUI's error Alert. */
export function ErrorOutlineIcon({ className }: { className?: string }) {
  return (
    <Icon
      className={className}
      path="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z"
    />
  );
}
