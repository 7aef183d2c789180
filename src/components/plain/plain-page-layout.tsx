import './plain-layout.css';

import type { ReactNode } from 'react';

import type { PageHeaderProps } from '../page-layout';

/**
 * PageLayout (page-layout.tsx) with `width="mobile"`, for the screens without MUI: MUI's `Container maxWidth="sm"`,
 * the page's one `<h1>`, its subtitle and its actions (wrapping on a phone, at the end of the title row from `sm`
 * up), then the content. `narrowGutters` halves the side margins on a phone, as PageLayout's does.
 */
export function PlainPageLayout({
  title,
  subtitle,
  actions,
  narrowGutters = false,
  children,
}: PageHeaderProps & { narrowGutters?: boolean; children: ReactNode }) {
  return (
    <div className={narrowGutters ? 'plain-layout plain-layout--narrow' : 'plain-layout'}>
      <div className="plain-layout-header">
        <div className="plain-layout-heading">
          <h1 className="plain-layout-title">{title}</h1>
          {subtitle && <p className="plain-layout-subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="plain-layout-actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
