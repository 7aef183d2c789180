import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { DataError } from '../../data/ports/document-store';
import type { Correction } from './corrections-inbox';
import { PeriodCloseDialog, type PeriodCloseDialogProps } from './period-close-dialog';

const WAIT = { timeout: 5000 };
const ZONE = 'America/Santiago';
const NOW = new Date('2026-11-18T09:20:00-03:00');

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

function showDialog(overrides: Partial<PeriodCloseDialogProps> = {}) {
  const props: PeriodCloseDialogProps = {
    open: true,
    closedThrough: '2026-09-30',
    today: '2026-11-18',
    timeZone: ZONE,
    now: NOW,
    corrections: [],
    onClose: vi.fn(),
    onClosePeriod: vi.fn(() => Promise.resolve()),
    onReopen: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <PeriodCloseDialog {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('PeriodCloseDialog', { timeout: 20_000 }, () => {
  it('says where the periods stand and closes the next ended month', async () => {
    const props = showDialog();
    const dialog = screen.getByRole('dialog', { name: 'Cierre de periodo' });
    expect(dialog).toHaveTextContent('Periodos cerrados hasta el 30-09-2026.');
    expect(dialog).toHaveTextContent(
      'Próximo periodo por cerrar: octubre de 2026 (del 01-10-2026 al 31-10-2026).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar octubre de 2026' }));
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
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para hacer este cambio.');
    expect(screen.getByRole('dialog', { name: 'Cierre de periodo' })).toBeInTheDocument();
  });
});
