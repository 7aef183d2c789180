import './week-totals.css';

import { Fragment } from 'react';

import {
  formatTotal,
  WEEK_TOTAL_KEYS,
  WEEK_TOTAL_LABEL,
  type WeekTotals as Totals,
} from '../../domain/attendance/week-signoff';

/**
 * A week's totals as a list of labels and figures; given the totals signed before, each changed figure is bold with
 * its former value. Plain elements: on the page (made without MUI) plain-theme.css's classes set their type, in the
 * signature's MUI dialog the dialog does (week-signoff-dialogs.tsx).
 */
export function WeekTotals({ totals, previous }: { totals: Totals; previous?: Totals }) {
  return (
    <dl className="week-totals">
      {WEEK_TOTAL_KEYS.map((key) => {
        const changed = previous !== undefined && previous[key] !== totals[key];
        return (
          <Fragment key={key}>
            <dt className="plain-body2 plain-secondary">{WEEK_TOTAL_LABEL[key]}</dt>
            <dd className={changed ? 'plain-body2 week-totals-changed' : 'plain-body2'}>
              {formatTotal(key, totals[key])}
              {changed && ` (antes ${formatTotal(key, previous[key])})`}
            </dd>
          </Fragment>
        );
      })}
    </dl>
  );
}
