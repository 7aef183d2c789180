/**
 * A ReceiptVerifier for screen tests: it knows the receipts it is given (by code, however typed) and nothing
 * else, or fails every check with the DataError code it is told to. It records the codes it was asked.
 *
 *   const receipts = fakeReceipts({ receipts: [buildVerifiedReceipt()] });
 *   await renderScreen(<VerifyScreen />, { role: null, receipts, url: '/verificar/ABCD-…' });
 */
import { normalizeReceiptCode } from '../domain/attendance/receipt-code';
import { DataError, type DataErrorCode } from '../data/ports/document-store';
import type { ReceiptVerification, ReceiptVerifier, VerifiedReceipt } from '../data/ports/receipt-port';

/** A valid receipt: Camila's check-in at the demo bakery, 09:02:13 in Santiago. Override what a test needs. */
export function buildVerifiedReceipt(overrides: Partial<VerifiedReceipt> = {}): VerifiedReceipt {
  return {
    code: 'QYMY-NEWE-V8TX-54JX',
    action: 'checkIn',
    time: new Date('2026-11-18T12:02:13.000Z'),
    timeZone: 'America/Santiago',
    personName: 'Camila Rojas',
    personRut: '12.345.678-5',
    employerName: 'Panadería La Espiga',
    employerLegalName: 'Panadería La Espiga SpA',
    employerTaxId: '76.543.210-3',
    // A tenant without workplaces (receiptPeopleDocs): the receipt prints the company's own address.
    workplaceName: null,
    address: 'Av. Providencia 1234, Santiago',
    // A company without an exceptional-jornada resolution: the receipt prints no `Resolución DEJ`.
    dejResolution: null,
    ...overrides,
  };
}

/**
 * A tenant's and a person's documents (ServerStore data) whose punches sign into buildVerifiedReceipt()'s printed
 * fields: `receipt-service.ts` copies the tenant's name, razón social, RUT and address (the tenant has no
 * workplace here) and the person's name and RUT onto each receipt.
 */
export function receiptPeopleDocs(tenantId: string): {
  tenant: Record<string, unknown>;
  user: Record<string, unknown>;
} {
  const printed = buildVerifiedReceipt();
  return {
    tenant: {
      tenantId,
      name: printed.employerName,
      legalName: printed.employerLegalName,
      taxId: printed.employerTaxId,
      address: printed.address,
      timeZone: printed.timeZone,
    },
    user: { tenantId, email: 'camila@espiga.test', displayName: printed.personName, rut: printed.personRut },
  };
}

/**
 * An app-made attendance record as the server reads it: `emp-1`'s slot 0 of 2026-11-18 (Santiago) in tenant `t1`
 * (receiptPeopleDocs('t1')), checked in at `checkIn`, under the id `emp-1_2026-11-18_0`.
 */
export function webPunchDoc(checkIn: Date, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tenantId: 't1',
    userId: 'emp-1',
    date: new Date('2026-11-18T03:00:00.000Z'),
    slotIndex: 0,
    checkInTime: checkIn,
    lunchStartTime: null,
    lunchEndTime: null,
    checkOutTime: null,
    deviceTimes: { checkIn: new Date(checkIn.getTime() - 3_000) },
    source: 'web',
    ...overrides,
  };
}

export interface FakeReceipts extends ReceiptVerifier {
  /** Every code asked, as typed. */
  readonly calls: string[];
}

export function fakeReceipts(
  options: { receipts?: VerifiedReceipt[]; failWith?: DataErrorCode } = {},
): FakeReceipts {
  const calls: string[] = [];
  return {
    calls,
    async verify(code: string): Promise<ReceiptVerification> {
      calls.push(code);
      if (options.failWith !== undefined) throw new DataError(options.failWith);
      const normalized = normalizeReceiptCode(code);
      const receipt = options.receipts?.find((known) => known.code === normalized);
      return receipt === undefined ? { valid: false } : { valid: true, receipt: { ...receipt } };
    },
  };
}
