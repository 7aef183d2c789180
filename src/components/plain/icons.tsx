/**
 * Material icons for the pages without MUI (plain-theme.css), as plain SVG with the path data of MUI's icon
 * packages: decorative, hidden from assistive technology, 1em square in the current colour, sized by their CSS
 * class. A page's own icons are made with PlainIcon; the Alert's, which both pages show, are here.
 */
export function PlainIcon({ className, path }: { className?: string; path: string }) {
  return (
    <svg
      className={className === undefined ? 'plain-icon' : `plain-icon ${className}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

/** The icon of MUI's error Alert. */
export function ErrorOutlineIcon({ className }: { className?: string }) {
  return (
    <PlainIcon
      className={className}
      path="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z"
    />
  );
}

/** The icon of MUI's warning Alert. */
export function ReportProblemOutlinedIcon({ className }: { className?: string }) {
  return (
    <PlainIcon
      className={className}
      path="M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z"
    />
  );
}

/** The icon of MUI's info Alert. */
export function InfoOutlinedIcon({ className }: { className?: string }) {
  return (
    <PlainIcon
      className={className}
      path="M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z"
    />
  );
}
