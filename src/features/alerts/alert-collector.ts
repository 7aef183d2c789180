/**
 * Accumulates the alerts of one computation, user by user, and returns them in order. Builds ids (see
 * alert-ids.ts) and shares what repeats: one user summary per user, one relative-time text per
 * timestamp, one id suffix per slot key.
 */
import { relativeTimeEs } from '../../lib/relative-time';

import { GROUP_BY_TYPE, idPart, idPartBefore } from './alert-ids';
import type { AlertKind } from './alert-ids';
import { sortAlerts } from './alert-order';
import type { Alert, AlertInputUser, AlertSeverity, AlertUserSummary } from './alert-types';

export class AlertCollector {
  private readonly errors: Alert[] = [];
  private readonly warnings: Alert[] = [];
  private readonly infos: Alert[] = [];
  private readonly timeTexts = new Map<number, string>();
  /** `:<day>:<key>` by key, the end of ids. */
  private readonly idSuffixes = new Map<string, string>();
  private readonly now: Date;
  private readonly day: string;
  // The user being processed.
  private user: AlertInputUser = { id: '' };
  private name = '';
  private summary: AlertUserSummary | null = null;
  private userIdPart = '';
  // Whether the users that got alerts so far came in id order (see OrderHints.usersInIdOrder).
  private usersInIdOrder = true;
  private previousIdPart: string | null = null;

  /** `day` is the 'yyyy-MM-dd' of the computation, part of every id. */
  constructor(now: Date, day: string) {
    this.now = now;
    this.day = day;
  }

  /** Starts the alerts of another user (each user once, in input order). */
  beginUser(user: AlertInputUser, name: string): void {
    this.user = user;
    this.name = name;
    this.summary = null;
  }

  /**
   * Adds an alert of the current user. `timestamp` must be valid; it is kept as is (see
   * Alert.timestamp). `key` makes the id unique for the user, kind and day.
   */
  emit(kind: AlertKind, severity: AlertSeverity, message: string, timestamp: Date, key: string): void {
    const ms = timestamp.getTime();
    let time = this.timeTexts.get(ms);
    if (time === undefined) {
      time = relativeTimeEs(timestamp, this.now);
      this.timeTexts.set(ms, time);
    }
    let suffix = this.idSuffixes.get(key);
    if (suffix === undefined) {
      suffix = `:${this.day}:${key}`;
      this.idSuffixes.set(key, suffix);
    }
    let summary = this.summary;
    if (summary === null) {
      const { id, photoURL } = this.user;
      summary = { id, name: this.name, photoURL: photoURL ?? null };
      this.summary = summary;
      const userIdPart = idPart(id);
      if (this.previousIdPart !== null && !idPartBefore(this.previousIdPart, userIdPart)) {
        this.usersInIdOrder = false;
      }
      this.previousIdPart = userIdPart;
      this.userIdPart = userIdPart;
    }
    const alert: Alert = {
      id: kind.idPrefix + this.userIdPart + suffix,
      type: kind.type,
      severity,
      userId: summary.id,
      user: summary,
      message,
      timestamp,
      time,
    };
    if (severity === 'error') this.errors.push(alert);
    else if (severity === 'warning') this.warnings.push(alert);
    else this.infos.push(alert);
  }

  /** Everything emitted: errors, warnings, infos; each newest first, then by id. */
  finish(): Alert[] {
    const hints = { groupByType: GROUP_BY_TYPE, usersInIdOrder: this.usersInIdOrder };
    return [
      ...sortAlerts(this.errors, hints),
      ...sortAlerts(this.warnings, hints),
      ...sortAlerts(this.infos, hints),
    ];
  }
}
