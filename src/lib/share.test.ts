import { shareOrCopy } from './share';

const CONTENT = { title: 'Comprobante de marca', text: 'Acción: Entrada' };

function fakeNavigator(parts: { share?: () => Promise<void>; writeText?: () => Promise<void> }): Navigator {
  return {
    share: parts.share,
    clipboard: { writeText: parts.writeText ?? (() => Promise.resolve()) },
  } as unknown as Navigator;
}

describe('shareOrCopy', () => {
  it('uses the share sheet when the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareOrCopy(CONTENT, fakeNavigator({ share, writeText }))).toBe('shared');
    expect(share).toHaveBeenCalledWith(CONTENT);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a closed share sheet as cancelled, without copying', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const share = () => Promise.reject(new DOMException('closed', 'AbortError'));
    expect(await shareOrCopy(CONTENT, fakeNavigator({ share, writeText }))).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the title and text when there is no share sheet or it fails', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareOrCopy(CONTENT, fakeNavigator({ writeText }))).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('Comprobante de marca\nAcción: Entrada');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = () => Promise.reject(new DOMException('no', 'NotAllowedError'));
    expect(await shareOrCopy(CONTENT, fakeNavigator({ share: broken, writeText }))).toBe('copied');
  });

  it('says it failed when the clipboard refuses too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const writeText = () => Promise.reject(new Error('denied'));
    expect(await shareOrCopy(CONTENT, fakeNavigator({ writeText }))).toBe('failed');
  });
});
