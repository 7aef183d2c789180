import type { CSSProperties } from 'react';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * A labelled progress spinner with MUI's CircularProgress look (40 px, primary), for what shows before the MUI
 * theme has loaded: the entry chunk and the pages with their own stylesheet carry no MUI. An SVG
 * animated by SMIL and styled inline, so the entry needs no stylesheet (a render-blocking one shifted the boot
 * skeleton) and the spinner is the page's first contentful paint, as MUI's was. Inside MUI screens, MUI's
 * CircularProgress.
 */
export function Spinner({ label = 'Cargando', style }: { label?: string; style?: CSSProperties }) {
  return (
    <svg
      role="progressbar"
      aria-label={label}
      width={40}
      height={40}
      viewBox="22 22 44 44"
      style={{ display: 'block', flex: 'none', color: '#1976d2', ...style }}
    >
      <circle
        cx={44}
        cy={44}
        r={20.2}
        fill="none"
        stroke="currentColor"
        strokeWidth={3.6}
        strokeDasharray="80 200"
        strokeLinecap="round"
      >
        {prefersReducedMotion() ? null : (
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 44 44"
            to="360 44 44"
            dur="1.4s"
            repeatCount="indefinite"
          />
        )}
      </circle>
    </svg>
  );
}
