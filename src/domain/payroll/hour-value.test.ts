import { hourValue, hourlyPay, ordinaryHourValue, overtimePay } from './hour-value';

describe('hour values (Código del Trabajo, DT method)', () => {
  it('gives the ordinary hour of a monthly salary', () => {
    expect(ordinaryHourValue(900_000, 42)).toBeCloseTo(5_000, 6);
    // Factor table of the reference: 44 h → 0,0053030 × sueldo.
    expect(ordinaryHourValue(1_000_000, 44)).toBeCloseTo(5_303.03, 2);
    expect(() => ordinaryHourValue(900_000, 0)).toThrow(RangeError);
  });

  it('uses the hourly rate as the hour value of hourly pay', () => {
    expect(hourValue({ kind: 'hourly', amount: 4_200 }, 30)).toBe(4_200);
    expect(hourValue({ kind: 'monthly', amount: 900_000 }, 42)).toBeCloseTo(5_000, 6);
  });

  it('pays overtime at the surcharge and worked time at the rate, to the peso', () => {
    // $900.000 at 42 h: HE = $7.500; 90 minutes → $11.250.
    expect(overtimePay(5_000, 90, 50)).toBe(11_250);
    expect(overtimePay(5_000, 60, 100)).toBe(10_000);
    expect(hourlyPay(4_200, 95)).toBe(6_650);
  });
});
