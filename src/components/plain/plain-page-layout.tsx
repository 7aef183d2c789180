import './plain-layout.css';

import type { ReactNode } from 'react';

/**
 * PageLayout (page-layout.tsx) with `width="mobile"`, for the screens without MUI: MUI's `Container maxWidth="sm"`,
 * the page's one `<h1>` and its subtitle, then the content.
 */
export function PlainPageLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="plain-layout">
      <div className="plain-layout-header">
        <h1 className="plain-layout-title">{title}</h1>
        {subtitle && <p className="plain-layout-subtitle">{subtitle}</p>}
      </div>
      {children}
    </div>
  );
}
