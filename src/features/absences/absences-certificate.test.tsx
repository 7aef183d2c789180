/**
 * /ausencias over the real demo store: an approved vacation's `Certificado de feriado` (the PDF handed to the
 * browser, with the person's name, RUT and days) and the balance held to two periods (art. 70 CT).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { downloadBlob } from '../../lib/download';
import { buildAbsence, buildTenant, buildUserDoc } from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE, type RenderedScreen } from '../../testing/render-screen';
import { AbsencesScreen } from './absences-screen';

vi.mock('../../lib/download', () => ({ downloadText: vi.fn(), downloadBlob: vi.fn() }));

const TZ = 'America/Santiago';
/** Wednesday 18 November 2026, 10:00 in Santiago: the report opens on November 2026. */
const NOW = new Date('2026-11-18T13:00:00.000Z');
const CAMILA = TEST_PEOPLE.employee.uid;
const SOFIA = 'demo-sofia';
const WAIT = { timeout: 10_000 };

function docs() {
  return {
    tenants: [buildTenant({ legalName: 'Panadería La Espiga SpA', taxId: '76.086.428-5' })],
    users: [
      buildUserDoc({ id: TEST_PEOPLE.admin.uid, role: 'admin', displayName: 'Andrés Soto', hireDate: null }),
      buildUserDoc({
        id: CAMILA,
        displayName: 'Camila Rojas',
        rut: '12.345.678-5',
        hireDate: dayKeyToInstant('2025-01-01', TZ),
      }),
      // Eight years without a vacation: 120 días accrued, two periods kept.
      buildUserDoc({ id: SOFIA, displayName: 'Sofía Díaz', hireDate: dayKeyToInstant('2018-11-18', TZ) }),
    ],
    absences: [
      buildAbsence('2026-11-09', '2026-11-13', { id: 'camila-approved', userId: CAMILA }),
      buildAbsence('2026-11-25', '2026-11-27', { id: 'camila-req', userId: CAMILA, status: 'pendiente' }),
      buildAbsence('2026-11-23', '2026-11-24', { id: 'sofia-req', userId: SOFIA, status: 'pendiente' }),
    ],
  };
}

async function open(): Promise<RenderedScreen> {
  const view = await renderScreen(<AbsencesScreen />, { role: 'admin', docs: docs() });
  await screen.findByRole('row', { name: /Camila Rojas Vacaciones 09-11-2026 – 13-11-2026/ }, WAIT);
  return view;
}

const rowOf = (name: RegExp) => screen.getByRole('row', { name });

/** jsdom's Blob has no text(); its FileReader reads one. */
function text(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const { result } = reader;
      if (result instanceof ArrayBuffer) resolve(new TextDecoder('latin1').decode(result));
      else reject(new Error('Expected an ArrayBuffer'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable blob'));
    reader.readAsArrayBuffer(blob);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.clearAllMocks();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Ausencias: Certificado de feriado', { timeout: 60_000 }, () => {
  it('art. 67 CT comprobante: an approved vacation downloads a PDF with the name, RUT and days', async () => {
    const view = await open();
    // Only the approved vacation has one; the requests have none.
    expect(
      within(rowOf(/Camila Rojas Vacaciones 25-11-2026/)).queryByRole('button', {
        name: 'Certificado de feriado',
      }),
    ).toBeNull();
    expect(
      within(rowOf(/Sofía Díaz Vacaciones/)).queryByRole('button', { name: 'Certificado de feriado' }),
    ).toBeNull();
    const approved = rowOf(/Camila Rojas Vacaciones 09-11-2026 – 13-11-2026/);
    await view.user.click(within(approved).getByRole('button', { name: 'Certificado de feriado' }));

    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1), WAIT);
    const [fileName, blob] = vi.mocked(downloadBlob).mock.calls[0] ?? [];
    expect(fileName).toBe('certificado-feriado-camila-rojas-2026-11-09.pdf');
    if (!(blob instanceof Blob)) throw new Error('no PDF handed to the browser');
    const pdf = await text(blob);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // 22 months of service on 9 November 2026 (27,5 días), less these 5.
    for (const piece of [
      'Camila Rojas',
      'RUT 12.345.678-5',
      'Panadería La Espiga SpA',
      'RUT 76.086.428-5',
      '09-11-2026',
      '13-11-2026',
      '5 días hábiles',
      '22,5 días',
    ])
      expect(pdf).toContain(piece);
    expect(within(approved).getByRole('button', { name: 'Certificado de feriado' })).toBeEnabled();
  });

  it('says in Spanish when the PDF cannot be made', async () => {
    const view = await open();
    vi.mocked(downloadBlob).mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await view.user.click(
      within(rowOf(/Camila Rojas Vacaciones 09-11-2026/)).getByRole('button', {
        name: 'Certificado de feriado',
      }),
    );
    expect(
      await screen.findByText('No se pudo generar el certificado de feriado. Inténtalo de nuevo.', {}, WAIT),
    ).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('Ausencias: the balance holds two periods at most (art. 70 CT)', { timeout: 60_000 }, () => {
  it('art. 70 CT: eight years without vacations show 30 días and the 90 that do not accumulate', async () => {
    await open();
    const sofia = rowOf(/Sofía Díaz Vacaciones 23-11-2026/);
    expect(within(sofia).getByText('30 días')).toBeInTheDocument();
    expect(
      within(sofia).getByText('Excede el máximo de dos periodos (art. 70 CT): 90 días no se acumulan'),
    ).toBeInTheDocument();
    // Within two periods, nothing is said.
    expect(within(rowOf(/Camila Rojas Vacaciones 25-11-2026/)).queryByText(/art\. 70 CT/)).toBeNull();
  });
});
