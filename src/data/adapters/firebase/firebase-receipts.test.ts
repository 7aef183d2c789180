import { encodeVerification } from '../../ports/receipt-wire';
import { buildVerifiedReceipt } from '../../../testing/fake-receipts';
import { FirebaseReceipts, type ReceiptCall } from './firebase-receipts';

const receipt = buildVerifiedReceipt();

/** The SDK's FunctionsError as the adapter sees it: an Error with a `functions/…` code. */
function functionsError(code: string): Error {
  return Object.assign(new Error(code), { code: `functions/${code}` });
}

describe('receipt checks through the verifyReceipt callable', () => {
  it('sends the normalised code and reads the answer back, the time as a Date', async () => {
    const sent: unknown[] = [];
    const port = new FirebaseReceipts(async () => async (request) => {
      sent.push(request);
      return encodeVerification({ valid: true, receipt });
    });
    expect(await port.verify(' qymy newe v8tx 54jx ')).toEqual({ valid: true, receipt });
    expect(sent).toEqual([{ code: 'QYMY-NEWE-V8TX-54JX' }]);
  });

  it('carries the Lugar de trabajo, and reads an answer without one as a receipt naming none (Res. Ex. N° 38 art. 13.2)', async () => {
    const placed = buildVerifiedReceipt({
      workplaceName: 'Planta Recoleta',
      address: 'Av. Recoleta 1450, Recoleta, Santiago, Región Metropolitana de Santiago',
    });
    const answering = (answer: unknown) => new FirebaseReceipts(async () => async () => answer);
    const wire = encodeVerification({ valid: true, receipt: placed });
    expect(await answering(wire).verify(placed.code)).toEqual({ valid: true, receipt: placed });
    // A server deployed before workplaces sends no workplaceName.
    const { workplaceName: _none, ...older } = wire.valid ? wire.receipt : placed;
    expect(await answering({ valid: true, receipt: older }).verify(placed.code)).toEqual({
      valid: true,
      receipt: { ...placed, workplaceName: null },
    });
    await expect(
      answering({ valid: true, receipt: { ...older, workplaceName: 7 } }).verify(placed.code),
    ).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('answers what cannot be a code without calling, so it costs the caller no attempt', async () => {
    const load = vi.fn<() => Promise<ReceiptCall>>();
    const port = new FirebaseReceipts(load);
    expect(await port.verify('hola')).toEqual({ valid: false });
    expect(load).not.toHaveBeenCalled();
  });

  it('says resource-exhausted when the server counted too many checks, unavailable for no answer', async () => {
    const failing = (error: unknown) => new FirebaseReceipts(async () => () => Promise.reject(error));
    const code = receipt.code;
    await expect(failing(functionsError('resource-exhausted')).verify(code)).rejects.toMatchObject({
      name: 'DataError',
      code: 'resource-exhausted',
    });
    for (const error of [functionsError('internal'), functionsError('unavailable'), new TypeError('fetch')]) {
      await expect(failing(error).verify(code)).rejects.toMatchObject({ code: 'unavailable' });
    }
    const garbled = new FirebaseReceipts(async () => async () => ({ valid: true, receipt: { code } }));
    await expect(garbled.verify(code)).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('loads the Functions SDK once, and again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<ReceiptCall>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(async () => ({ valid: false }));
    const port = new FirebaseReceipts(load);
    await expect(port.verify(receipt.code)).rejects.toMatchObject({ code: 'unavailable' });
    expect(await port.verify(receipt.code)).toEqual({ valid: false });
    expect(await port.verify(receipt.code)).toEqual({ valid: false });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
