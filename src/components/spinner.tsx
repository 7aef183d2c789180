import './spinner.css';

/**
 * A labelled progress spinner in plain elements and CSS, for what shows before the MUI theme has loaded (the
 * entry chunk and the pages with their own stylesheet carry no MUI, issue #18). Inside MUI screens, MUI's
 * CircularProgress.
 */
export function Spinner({ label = 'Cargando', className }: { label?: string; className?: string }) {
  return (
    <span
      className={className === undefined ? 'spinner' : `spinner ${className}`}
      role="progressbar"
      aria-label={label}
    />
  );
}
