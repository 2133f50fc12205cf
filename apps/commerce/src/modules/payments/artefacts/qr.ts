import QRCode from 'qrcode';

/**
 * PNG of a Pix BR Code. Error correction M (15 %) keeps a ~150-character payload readable by
 * phone cameras from a screen; 4 modules of quiet zone as the QR standard asks.
 */
export function pixQrPng(pixCopiaECola: string): Promise<Buffer> {
  return QRCode.toBuffer(pixCopiaECola, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 384 });
}
