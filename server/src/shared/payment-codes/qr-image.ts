import QRCode from 'qrcode';

/**
 * The EPC QR code as a PNG: error correction M and a quiet zone of 4 modules, as EPC069-12 asks;
 * 6 pixels a module keeps it sharp on paper and on a phone screen.
 */
export const qrPng = (text: string): Promise<Buffer> =>
  QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 });

/** The same PNG as a data: URL, which the site's CSP (img-src 'self' data:) shows. */
export const qrDataUrl = async (text: string): Promise<string> =>
  `data:image/png;base64,${(await qrPng(text)).toString('base64')}`;
