/**
 * Accumulates the alerts of one computation, user by user, and returns them in order. Builds ids (see
 * alert-ids.ts) and shares what repeats: one user summary per user, one relative-time text per elapsed
 * minute, one id suffix per slot index.
 */
import { relativeTimeEs } from '../../domain/format/relative-time';

import { idPart, idPartBefore } from './alert-ids';
import type { AlertKind } from './alert-ids';
import { sortAlerts } from './alert-order';
import type { AlertBucket } from './alert-order';
import type { Alert, AlertInputUser, AlertSeverity, AlertUserSummary } from './alert-types';

// Read per user through module-level copies: see the note on imported bindings in compute-alerts.ts.
const encodeIdPart = idPart;
const idPartSortsBefore = idPartBefore;

const MS_PER_MINUTE = 60_000;
/** Elapsed times shorter than this (two days) read their relative-time text from `recentTimeTexts`. */
const RECENT_MINUTES = 2_880;

/**
 * Relative-time texts of the past by whole elapsed minutes: relativeTimeEs depends on nothing else for
 * a past timestamp (every unit is a whole number of minutes), so the texts are shared by all computations.
 */
const recentTimeTexts: (string | undefined)[] = [];

function emptyBucket(): AlertBucket {
  return { alerts: [], ms: [], groups: [] };
}

export class AlertCollector {
  private readonly errors = emptyBucket();
  private readonly warnings = emptyBucket();
  private readonly infos = emptyBucket();
  /** Texts of timestamps in the future or older than RECENT_MINUTES, by epoch ms. */
  private readonly otherTimeTexts = new Map<number, string>();
  /** `:<day>:s<index>` by slot index, the end of slot alerts' ids. */
  private readonly slotSuffixes: (string | undefined)[] = [];
  private readonly now: Date;
  private readonly nowMs: number;
  private readonly day: string;
  // The user being processed.
  private user: AlertInputUser = { id: '' };
  private name = '';
  private summary: AlertUserSummary | null = null;
  private userIdPart = '';
  // Whether the users that got alerts so far came in id order.
  private usersInIdOrder = true;
  private previousIdPart: string | null = null;
  // (group, ms) of the current user's alerts, and whether two alerts of one user shared both. Unless
  // they did, alerts of equal timestamp and group come in id order when users do (see sortAlerts).
  private readonly userGroups: number[] = [];
  private readonly userMs: number[] = [];
  private userAlertCount = 0;
  private sameUserTie = false;

  /** `day` is the 'yyyy-MM-dd' of the computation, part of every id. */
  constructor(now: Date, day: string) {
    this.now = now;
    this.nowMs = now.getTime();
    this.day = day;
  }

  /** Starts the alerts of another user (each user once, in input order). */
  beginUser(user: AlertInputUser, name: string): void {
    this.user = user;
    this.name = name;
    this.summary = null;
    this.userAlertCount = 0;
  }

  private timeText(timestamp: Date, ms: number): string {
    const elapsed = this.nowMs - ms;
    if (elapsed >= 0 && elapsed < RECENT_MINUTES * MS_PER_MINUTE) {
      const minutes = Math.floor(elapsed / MS_PER_MINUTE);
      let text = recentTimeTexts[minutes];
      if (text === undefined) {
        text = relativeTimeEs(timestamp, this.now);
        recentTimeTexts[minutes] = text;
      }
      return text;
    }
    let text = this.otherTimeTexts.get(ms);
    if (text === undefined) {
      text = relativeTimeEs(timestamp, this.now);
      this.otherTimeTexts.set(ms, text);
    }
    return text;
  }

  private beginSummary(): AlertUserSummary {
    const { id, photoURL } = this.user;
    const summary = { id, name: this.name, photoURL: photoURL ?? null };
    this.summary = summary;
    const userIdPart = encodeIdPart(id);
    if (this.previousIdPart !== null && !idPartSortsBefore(this.previousIdPart, userIdPart)) {
      this.usersInIdOrder = false;
    }
    this.previousIdPart = userIdPart;
    this.userIdPart = userIdPart;
    return summary;
  }

  /** Adds an alert of the current user for the slot at `slotIndex` of the user's schedule. */
  emitForSlot(
    kind: AlertKind,
    severity: AlertSeverity,
    message: string,
    timestamp: Date,
    slotIndex: number,
  ): void {
    let suffix = this.slotSuffixes[slotIndex];
    if (suffix === undefined) {
      suffix = `:${this.day}:s${slotIndex}`;
      if (slotIndex < 64) this.slotSuffixes[slotIndex] = suffix;
    }
    this.add(kind, severity, message, timestamp, suffix);
  }

  /** Adds an alert of the current user for one of its records; `key` is unique among them. */
  emitForRecord(
    kind: AlertKind,
    severity: AlertSeverity,
    message: string,
    timestamp: Date,
    key: string,
  ): void {
    this.add(kind, severity, message, timestamp, `:${this.day}:${key}`);
  }

  /**
   * `timestamp` must be valid; it is kept as is (see Alert.timestamp). `suffix` makes the id unique for
   * the user, kind and day.
   */
  private add(
    kind: AlertKind,
    severity: AlertSeverity,
    message: string,
    timestamp: Date,
    suffix: string,
  ): void {
    const ms = timestamp.getTime();
    const summary = this.summary ?? this.beginSummary();
    const alert: Alert = {
      id: kind.idPrefix + this.userIdPart + suffix,
      type: kind.type,
      severity,
      userId: summary.id,
      user: summary,
      message,
      timestamp,
      time: this.timeText(timestamp, ms),
    };
    const bucket = severity === 'error' ? this.errors : severity === 'warning' ? this.warnings : this.infos;
    bucket.alerts.push(alert);
    bucket.ms.push(ms);
    bucket.groups.push(kind.group);

    const { group } = kind;
    const count = this.userAlertCount;
    for (let i = 0; i < count; i += 1) {
      if (this.userGroups[i] === group && this.userMs[i] === ms) this.sameUserTie = true;
    }
    this.userGroups[count] = group;
    this.userMs[count] = ms;
    this.userAlertCount = count + 1;
  }

  /** Everything emitted: errors, warnings, infos; each newest first, then by id. */
  finish(): Alert[] {
    const inOrder = this.usersInIdOrder && !this.sameUserTie;
    return sortAlerts(this.errors, inOrder).concat(
      sortAlerts(this.warnings, inOrder),
      sortAlerts(this.infos, inOrder),
    );
  }
}
