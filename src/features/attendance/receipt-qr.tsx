/**
 * The receipt's QR code: the verification URL, drawn as SVG by qrcode.react. Its own chunk, loaded only when a
 * receipt has a code to show (receipt-dialog.tsx), so /checkin does not carry the QR encoder.
 */
import { QRCodeSVG } from 'qrcode.react';

export interface ReceiptQrProps {
  /** The absolute URL the code opens. */
  url: string;
  size: number;
}

/** Black on white in both themes: a scanner needs the contrast, whatever the page's theme. */
export function ReceiptQr({ url, size }: ReceiptQrProps) {
  return (
    <QRCodeSVG
      value={url}
      size={size}
      level="M"
      marginSize={2}
      bgColor="#FFFFFF"
      fgColor="#000000"
      role="img"
      aria-label="Código QR para verificar el comprobante"
    />
  );
}
