import { PIN_MESSAGES, pinMessage, pinProblem } from './pin';

describe('pinProblem (Res. Ex. N° 38 art. 7 g)', () => {
  it('takes 4 to 6 digits that are neither all equal nor a run', () => {
    for (const pin of ['4817', '10293', '504030', '1243', '0101']) expect(pinProblem(pin)).toBeNull();
  });

  it('refuses anything but 4 to 6 digits', () => {
    for (const pin of ['', '123', '1234567', '12a4', ' 4817', '48 17'])
      expect(pinProblem(pin)).toBe('digits');
  });

  it('refuses all digits equal and runs up or down, across 9 and 0', () => {
    for (const pin of ['0000', '777777']) expect(pinProblem(pin)).toBe('repeated');
    for (const pin of ['1234', '456789', '7890', '4321', '987654', '1098'])
      expect(pinProblem(pin)).toBe('run');
  });

  it('says why in Spanish', () => {
    expect(pinMessage('1111')).toBe(PIN_MESSAGES.repeated);
    expect(pinMessage('4321')).toBe(
      'El PIN no puede ser una secuencia de dígitos seguidos (como 1234 o 4321).',
    );
    expect(pinMessage('4817')).toBeNull();
  });
});
