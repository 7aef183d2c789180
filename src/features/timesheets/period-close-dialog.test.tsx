import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { DataError } from '../../data/ports/document-store';
import { DEFAULT_CLOSE_CHECKS } from '../../domain/settings/tenant-settings';
import type { Correction } from './corrections-inbox';
import {
  PeriodCloseDialog,
  type PeriodCloseDialogProps,
  type PeriodReviewSource,
} from './period-close-dialog';

const WAIT = { timeout: 5000 };
const ZONE = 'America/Santiago';
const NOW = new Date('2026-11-18T09:20:00-03:00');
const OCTOBER = { month: '2026-10', from: '2026-10-01', to: '2026-10-31' };

/** October with nothing undecided. */
const CLEAN_INPUT = {
  month: OCTOBER,
  timeZone: ZONE,
  now: NOW,
  days: [],
  overtimeDecisions: [],
  missingMarcaRows: [],
  absences: [],
  signers: [],
  signatures: [],
};

const CLEAN: PeriodReviewSource = {
  input: CLEAN_INPUT,
  failed: false,
  retry: () => undefined,
};

/** A day with `overtime` seconds past its one slot. */
function overtimeDay(userId: string, key: string, overtime: number) {
  return {
    userId,
    key,
    rows: [
      {
        slot: {},
        times: { workedSeconds: 8 * 3600 + overtime, overtimeSeconds: overtime },
        punches: { altered: [] },
      },
    ],
  };
}

/** October with 2 days of overtime to decide, 1 day with a missing marca, 1 request, a worker who signed nothing. */
const BUSY: PeriodReviewSource = {
  ...CLEAN,
  input: {
    ...CLEAN_INPUT,
    days: [overtimeDay('u1', '2026-10-05', 1800), overtimeDay('u2', '2026-10-06', 720)],
    missingMarcaRows: [
      { userId: 'u1', day: '2026-10-07' },
      { userId: 'u1', day: '2026-10-07' },
    ],
    absences: [
      {
        status: 'pendiente',
        from: new Date('2026-10-30T00:00:00-03:00'),
        to: new Date('2026-11-02T00:00:00-03:00'),
      },
    ],
    signers: [{ userId: 'u1', firstDay: '2026-10-20' }],
  },
};

function correction(day: string, status: Correction['status'], hoursAgo: number): Correction {
  return {
    id: `c-${day}`,
    tenantId: 't1',
    userId: 'u1',
    date: new Date(`${day}T00:00:00-03:00`),
    slotIndex: 0,
    attendanceId: `u1_${day}_0`,
    kind: 'punch',
    punch: 'checkOut',
    before: null,
    after: new Date(`${day}T18:05:00-03:00`),
    reason: 'Olvidó marcar',
    objectionHours: 48,
    status,
    createdBy: 'admin',
    createdAt: new Date(NOW.getTime() - hoursAgo * 3_600_000),
    respondedAt: null,
    response: null,
    answeredBy: null,
    answeredAt: null,
    answer: null,
  };
}

function showProps(overrides: Partial<PeriodCloseDialogProps> = {}): PeriodCloseDialogProps {
  return {
    open: true,
    closedThrough: '2026-09-30',
    today: '2026-11-18',
    timeZone: ZONE,
    now: NOW,
    corrections: [],
    review: CLEAN,
    onClose: vi.fn(),
    onClosePeriod: vi.fn(() => Promise.resolve()),
    onReopen: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

function showDialog(overrides: Partial<PeriodCloseDialogProps> = {}) {
  const props = showProps(overrides);
  render(
    <MemoryRouter>
      <PeriodCloseDialog {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('PeriodCloseDialog', { timeout: 20_000 }, () => {
  it('issue #47 item 1: says where the periods stand, that nothing is pending, and closes after a confirm', async () => {
    const props = showDialog();
    const dialog = screen.getByRole('dialog', { name: 'Cierre de periodo' });
    expect(dialog).toHaveTextContent('Periodos cerrados hasta el 30-09-2026.');
    expect(dialog).toHaveTextContent(
      'Próximo periodo por cerrar: octubre de 2026 (del 01-10-2026 al 31-10-2026).',
    );
    expect(within(dialog).getByRole('region', { name: 'Pendientes de octubre de 2026' })).toHaveTextContent(
      'Nada pendiente: todo lo del mes está decidido.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar octubre de 2026' }));
    // The confirm names the month and what closing means; nothing is written yet.
    expect(dialog).toHaveTextContent(
      '¿Cerrar octubre de 2026?Al cerrar octubre de 2026 no se podrán registrar ni corregir marcas, planificación, ausencias ni decisiones de horas extras de ese mes. Las remuneraciones se calculan sobre el periodo cerrado.',
    );
    expect(props.onClosePeriod).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar octubre de 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar cierre' }));
    expect(props.onClosePeriod).toHaveBeenCalledWith({
      month: '2026-10',
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });

  it('refuses to close while a correction of the period is unsettled, and links to the inbox', () => {
    showDialog({
      corrections: [correction('2026-10-30', 'objected', 100), correction('2026-11-02', 'pending', 2)],
    });
    expect(screen.getByText(/Hay 1 corrección sin resolver hasta el 31-10-2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar octubre de 2026' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Ver correcciones' })).toHaveAttribute(
      'href',
      '/asistencias/correcciones/2026-10-01_2026-10-31',
    );
  });

  it('waits for the corrections before it offers to close, and offers nothing for a month not ended', () => {
    showDialog({ corrections: undefined });
    expect(screen.getByRole('button', { name: 'Cerrar octubre de 2026' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Revisando las correcciones del periodo…');
  });

  it('in the first days of a month, says when the month that ended can be closed (never blocking a marca, H3)', () => {
    // 1 December, 00:30 in Santiago: 30 November's records take punches until 48 h after the day, in every zone.
    showDialog({
      closedThrough: '2026-10-31',
      today: '2026-12-01',
      now: new Date('2026-12-01T00:30:00-03:00'),
    });
    expect(
      screen.getByText(
        'El periodo de noviembre de 2026 terminó y se podrá cerrar el miércoles 2 de diciembre desde las 09:00: hasta entonces aún pueden llegar marcas de su último día, que nunca se rechazan.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cerrar noviembre/ })).not.toBeInTheDocument();
  });

  it('with the last month closed, offers nothing to close and reopens it with a reason', async () => {
    const props = showDialog({ closedThrough: '2026-10-31' });
    expect(screen.getByText('El mes en curso se podrá cerrar cuando termine.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cerrar octubre/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reabrir periodo' }));
    const reason = await screen.findByRole('dialog', { name: 'Reabrir periodo' });
    await userEvent.click(within(reason).getByRole('button', { name: 'Reabrir periodo' }));
    expect(await screen.findByText(/obligatori/i)).toBeInTheDocument();
    expect(props.onReopen).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Motivo/ }), 'Licencia médica tardía');
    await userEvent.click(within(reason).getByRole('button', { name: 'Reabrir periodo' }));
    await waitFor(
      () =>
        expect(props.onReopen).toHaveBeenCalledWith(
          { month: '2026-10', from: '2026-10-01', to: '2026-10-31' },
          'Licencia médica tardía',
        ),
      WAIT,
    );
  });

  it('keeps the dialog open and says why when the close fails', async () => {
    showDialog({ onClosePeriod: () => Promise.reject(new DataError('permission-denied', 'no')) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar octubre de 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar cierre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para hacer este cambio.');
    expect(screen.getByRole('dialog', { name: 'Cierre de periodo' })).toBeInTheDocument();
  });

  it('issue #47 item 1: lists what is undecided with links, warns without blocking, and repeats it in the confirm', async () => {
    const props = showDialog({ review: BUSY, onOpenSignatures: vi.fn() });
    const list = screen.getByRole('region', { name: 'Pendientes de octubre de 2026' });
    expect(list).toHaveTextContent('0 correcciones sin resolver');
    expect(list).toHaveTextContent('2 días con horas extras por decidir · Decidir horas extras');
    expect(list).toHaveTextContent(
      'Se pagan solo las horas extras aprobadas: lo que no se decida queda sin pagar.',
    );
    expect(list).toHaveTextContent('1 día con marcas faltantes · Ver incompletas');
    expect(list).toHaveTextContent('1 solicitud de ausencia por decidir · Ver ausencias');
    // Hired on the 20th: owes the weeks of the 19th and the 26th.
    expect(list).toHaveTextContent('2 semanas sin firmar · Ver semanas sin firmar');
    expect(within(list).getByRole('link', { name: 'Decidir horas extras' })).toHaveAttribute(
      'href',
      '/horas-extras?periodo=2026-10-01_2026-10-31',
    );
    expect(within(list).getByRole('link', { name: 'Ver incompletas' })).toHaveAttribute(
      'href',
      '/asistencias/incompletas/2026-10-01_2026-10-31',
    );
    expect(within(list).getByRole('link', { name: 'Ver ausencias' })).toHaveAttribute('href', '/ausencias');
    await userEvent.click(within(list).getByRole('button', { name: 'Ver semanas sin firmar' }));
    expect(props.onOpenSignatures).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar octubre de 2026' }));
    expect(screen.getByRole('dialog', { name: 'Cierre de periodo' })).toHaveTextContent(
      'Quedan pendientes: 2 días con horas extras por decidir, 1 día con marcas faltantes, 1 solicitud de ausencia por decidir, 2 semanas sin firmar.',
    );
  });

  it('issue #47 item 1: a check the tenant chose to block stops the close and says why; a warning does not', async () => {
    const blocking = { ...DEFAULT_CLOSE_CHECKS, overtime: 'block' as const };
    const { unmount } = render(
      <MemoryRouter>
        <PeriodCloseDialog {...showProps({ review: BUSY, closeChecks: blocking })} />
      </MemoryRouter>,
    );
    const list = screen.getByRole('region', { name: 'Pendientes de octubre de 2026' });
    expect(
      within(list).getByText(
        /^2 días con horas extras por decidir: la empresa eligió que impida el cierre\./,
      ),
    ).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Decidir horas extras' })).toHaveAttribute(
      'href',
      '/horas-extras?periodo=2026-10-01_2026-10-31',
    );
    const close = screen.getByRole('button', { name: 'Cerrar octubre de 2026' });
    expect(close).toBeDisabled();
    expect(close).toHaveAccessibleDescription(
      'No se puede cerrar mientras haya 2 días con horas extras por decidir.',
    );
    unmount();
    // The same month with the days with a missing marca set to block and overtime to warn.
    showDialog({ review: BUSY, closeChecks: { ...DEFAULT_CLOSE_CHECKS, missingMarcas: 'block' } });
    expect(screen.getByRole('button', { name: 'Cerrar octubre de 2026' })).toHaveAccessibleDescription(
      'No se puede cerrar mientras haya 1 día con marcas faltantes.',
    );
  });

  it('issue #47 item 1: disables Confirmar cierre when a blocking check comes up during the confirm', async () => {
    const props = showProps();
    const { rerender } = render(
      <MemoryRouter>
        <PeriodCloseDialog {...props} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar octubre de 2026' }));
    expect(screen.getByRole('button', { name: 'Confirmar cierre' })).toBeEnabled();
    rerender(
      <MemoryRouter>
        <PeriodCloseDialog
          {...props}
          review={BUSY}
          closeChecks={{ ...DEFAULT_CLOSE_CHECKS, absences: 'block' }}
        />
      </MemoryRouter>,
    );
    const confirm = screen.getByRole('button', { name: 'Confirmar cierre' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(
      'No se puede cerrar mientras haya 1 solicitud de ausencia por decidir.',
    );
    expect(props.onClosePeriod).not.toHaveBeenCalled();
  });

  it('issue #47 item 1: a blocking check that could not be counted keeps the close disabled', () => {
    const failed = { ...CLEAN, failed: true, input: { ...CLEAN_INPUT, overtimeDecisions: undefined } };
    showDialog({ review: failed, closeChecks: { ...DEFAULT_CLOSE_CHECKS, overtime: 'block' } });
    expect(screen.getByRole('button', { name: 'Cerrar octubre de 2026' })).toBeDisabled();
  });

  it('issue #47 item 1: offers the close only once every count is known, or a read failed', async () => {
    const retry = vi.fn();
    const counting = { ...CLEAN, input: { ...CLEAN_INPUT, overtimeDecisions: undefined } };
    const { unmount } = render(
      <MemoryRouter>
        <PeriodCloseDialog {...showProps()} review={counting} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Cerrar octubre de 2026' })).toBeDisabled();
    expect(screen.getByText('Contando las horas extras por decidir…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Contando los pendientes…');
    unmount();
    render(
      <MemoryRouter>
        <PeriodCloseDialog {...showProps()} review={{ ...counting, failed: true, retry }} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/No se pudieron contar algunos pendientes/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Cerrar octubre de 2026' })).toBeEnabled();
  });
});
