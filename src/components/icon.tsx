/**
 * Material icons as plain SVG with the path data of MUI's icon packages, for any screen (no MUI needed):
 * decorative, hidden from assistive technology, 1em square in the current colour, sized by their CSS class
 * (plain-theme.css). A screen's own icons are made with Icon; those the kit's components show are here.
 */
export function Icon({ className, path }: { className?: string; path: string }) {
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
    <Icon
      className={className}
      path="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z"
    />
  );
}

/** The icon of MUI's warning Alert. */
export function ReportProblemOutlinedIcon({ className }: { className?: string }) {
  return (
    <Icon
      className={className}
      path="M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z"
    />
  );
}

/** The icon of MUI's info Alert. */
export function InfoOutlinedIcon({ className }: { className?: string }) {
  return (
    <Icon
      className={className}
      path="M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z"
    />
  );
}

/** MUI's ReceiptLong: a punch's receipt (/checkin). */
export function ReceiptLongIcon({ className }: { className?: string }) {
  return (
    <Icon
      className={className}
      path="M19.5 3.5 18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2v14H3v3c0 1.66 1.34 3 3 3h12c1.66 0 3-1.34 3-3V2zM19 19c0 .55-.45 1-1 1s-1-.45-1-1v-3H8V5h11z M9 7h6v2H9zm7 0h2v2h-2zm-7 3h6v2H9zm7 0h2v2h-2z"
    />
  );
}

/** MUI's Home: `Inicio` in the employee's bottom navigation. */
export function HomeIcon({ className }: { className?: string }) {
  return <Icon className={className} path="M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z" />;
}

/** MUI's CalendarMonth: `Agenda` in the employee's bottom navigation. */
export function CalendarMonthIcon({ className }: { className?: string }) {
  return (
    <Icon
      className={className}
      path="M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-1.99.9-1.99 2L3 20c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 16H5V10h14zM9 14H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2zm-8 4H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2z"
    />
  );
}

/** MUI's History: `Historial` in the employee's bottom navigation. */
export function HistoryIcon({ className }: { className?: string }) {
  return (
    <Icon
      className={className}
      path="M13 3c-4.97 0-9 4.03-9 9H1l3.89 3.89.07.14L9 12H6c0-3.87 3.13-7 7-7s7 3.13 7 7-3.13 7-7 7c-1.93 0-3.68-.79-4.94-2.06l-1.42 1.42C8.27 19.99 10.51 21 13 21c4.97 0 9-4.03 9-9s-4.03-9-9-9m-1 5v5l4.28 2.54.72-1.21-3.5-2.08V8z"
    />
  );
}

/** MUI's Person: `Perfil` in the employee's bottom navigation. */
export function PersonIcon({ className }: { className?: string }) {
  return (
    <Icon
      className={className}
      path="M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4"
    />
  );
}

/** The icon of MUI's success Alert. */
export function SuccessOutlinedIcon({ className }: { className?: string }) {
  return (
    <Icon
      className={className}
      path="M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z"
    />
  );
}

/** The close button's icon (MUI's Close, as the Alert's). */
export function CloseIcon({ className }: { className?: string }) {
  return (
    <Icon
      className={className}
      path="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
    />
  );
}

/** The previous period's icon (MUI's ChevronLeft). */
export function ChevronLeftIcon({ className }: { className?: string }) {
  return <Icon className={className} path="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />;
}

/** The next period's icon (MUI's ChevronRight). */
export function ChevronRightIcon({ className }: { className?: string }) {
  return <Icon className={className} path="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />;
}

/** `Ir a hoy`'s icon (MUI's Today). */
export function TodayIcon({ className }: { className?: string }) {
  return (
    <Icon
      className={className}
      path="M19 3h-1V1h-2v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V8h14zM7 10h5v5H7z"
    />
  );
}

/** The export's icon (MUI's FileDownload). */
export function FileDownloadIcon({ className }: { className?: string }) {
  return <Icon className={className} path="M19 9h-4V3H9v6H5l7 7zM5 18v2h14v-2z" />;
}

/** A menu button's arrow (MUI's ArrowDropDown). */
export function ArrowDropDownIcon({ className }: { className?: string }) {
  return <Icon className={className} path="m7 10 5 5 5-5z" />;
}
