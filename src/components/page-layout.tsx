import './plain/plain-layout.css';

import { useContext } from 'react';

import { MuiKitContext, type PageHeaderProps, type PageLayoutProps } from './kit';

export type { PageHeaderProps, PageLayoutProps };

/**
 * A screen's frame: the container every screen uses, the page's one `<h1>`, its subtitle and its actions, then
 * its content. MUI's rendering inside MuiKitProvider (the screens made of MUI, mui-kit.tsx); elsewhere plain
 * elements (plain-layout.css, under the page's `.plain-page` root) with MUI's Container sizes.
 */
export function PageLayout(props: PageLayoutProps) {
  const mui = useContext(MuiKitContext);
  if (mui !== null) return <mui.PageLayout {...props} />;
  const { title, subtitle, actions, width = 'desktop', narrowGutters = false, children } = props;
  const classes = ['plain-layout'];
  if (width === 'desktop') classes.push('plain-layout--wide');
  if (narrowGutters) classes.push('plain-layout--narrow');
  return (
    <div className={classes.join(' ')}>
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
