import { BackgroundWork } from './background-work';

describe('BackgroundWork (the demo triggers’ background)', () => {
  it('logs a failure instead of throwing, and idle() waits for work started while waiting', async () => {
    const work = new BackgroundWork();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const done: string[] = [];
    work.run(Promise.reject(new Error('sin red')), 'No se pudo');
    work.run(
      Promise.resolve().then(() => {
        done.push('first');
        work.run(
          new Promise((resolve) => setTimeout(resolve, 5)).then(() => done.push('second')),
          'No se pudo',
        );
      }),
      'No se pudo',
    );
    await work.idle();
    expect(done).toEqual(['first', 'second']);
    expect(errors).toHaveBeenCalledWith('No se pudo', expect.any(Error));
    errors.mockRestore();
  });
});
