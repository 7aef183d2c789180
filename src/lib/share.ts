/** Hands a text to the person: the system share sheet where the browser has one (phones), else the clipboard. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareContent {
  title: string;
  text: string;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export async function shareOrCopy(content: ShareContent, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (nav.canShare?.(content) ?? true)) {
    try {
      await nav.share(content);
      return 'shared';
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to the clipboard.
      if (isAbort(error)) return 'cancelled';
      console.warn('Compartir: el navegador no pudo abrir el menú de compartir', error);
    }
  }
  try {
    await nav.clipboard.writeText(`${content.title}\n${content.text}`);
    return 'copied';
  } catch (error) {
    console.error('Compartir: no se pudo copiar', error);
    return 'failed';
  }
}
