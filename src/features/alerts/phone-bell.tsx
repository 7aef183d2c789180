/**
 * `Mis avisos` on an employee's phone (the plain chrome, src/app/shell/signed-in-shell.tsx): the worker's own art.
 * 45 notices of Res. Ex. N° 38, the same the desktop bell lists (<Art45NoticesProvider scope="own">, the rule the
 * e-mails follow), in a button with the count of new ones and a panel that lists them, each linking to where it
 * is acted on. Plain elements and plain CSS, no MUI: the chrome loads this chunk lazily, after the screen's first
 * paint. Opening the panel marks the notices seen (the same last look as the desktop bell).
 */
import '../../components/plain/plain-controls.css';
import './phone-bell.css';

import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { CloseIcon, Icon } from '../../components/icon';
import { useArt45Notices } from './art45-bell-notices';
import { Art45NoticesProvider } from './art45-notices-provider';
import { countUnseen, useLastAlertCheck } from './last-alert-check-store';

/** MUI's Notifications icon. */
const BELL_PATH =
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z';

/** `Mis avisos`, and the count of new ones in words (the badge is hidden from screen readers). */
export function phoneBellName(unseen: number): string {
  if (unseen === 0) return 'Mis avisos';
  return `Mis avisos, ${unseen} ${unseen === 1 ? 'nuevo' : 'nuevos'}`;
}

/** The button and its panel, over the notices of the provider around it. */
export function PhoneBellButton() {
  const { status, notices } = useArt45Notices();
  const lastChecked = useLastAlertCheck((s) => s.lastCheckedTime);
  const markSeen = useLastAlertCheck((s) => s.setLastCheckedTime);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const unseen = countUnseen(notices, lastChecked);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="phone-bell" ref={root}>
      <button
        ref={button}
        type="button"
        className="phone-bell-button"
        aria-label={phoneBellName(unseen)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (open) {
            close(false);
            return;
          }
          setOpen(true);
          markSeen(new Date());
        }}
      >
        <Icon path={BELL_PATH} />
        {unseen > 0 && (
          <span aria-hidden className="phone-bell-badge">
            {unseen > 99 ? '99+' : unseen}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          className="phone-bell-panel"
          tabIndex={-1}
        >
          <div className="phone-bell-header">
            <h2 id={titleId} className="phone-bell-title">
              Mis avisos
            </h2>
            <button
              type="button"
              className="plain-icon-button"
              aria-label="Cerrar"
              onClick={() => close(true)}
            >
              <CloseIcon />
            </button>
          </div>
          {notices.length > 0 && (
            <ul className="phone-bell-list" aria-label="Avisos art. 45">
              {notices.map((notice) => (
                <li key={notice.id}>
                  <Link to={notice.link} className="phone-bell-item" onClick={() => close(false)}>
                    <span className="phone-bell-item-title">{notice.title}</span>
                    <span className="phone-bell-item-summary">{notice.summary}</span>
                    <span className="phone-bell-item-time">{notice.time}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {status === 'loading' ? (
            <p role="status" className="phone-bell-empty">
              Cargando avisos…
            </p>
          ) : (
            notices.length === 0 && <p className="phone-bell-empty">No tienes avisos.</p>
          )}
        </div>
      )}
    </div>
  );
}

/** The worker's own notices and their button: what the phone chrome loads. */
export function PhoneBell() {
  return (
    <Art45NoticesProvider scope="own">
      <PhoneBellButton />
    </Art45NoticesProvider>
  );
}
