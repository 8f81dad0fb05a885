/**
 * The tables' QR code of a menu link, drawn in the browser. `qrcode` loads with the dialog that
 * shows it, not with the editor. Error correction M still reads with a little wear or a smudge.
 */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** Wide enough to print sharp at 8 cm. */
const PNG_WIDTH = 1200;

export async function menuQrSvg(url: string): Promise<string> {
  const qrcode = await import('qrcode');
  return qrcode.toString(url, { ...QR_OPTIONS, type: 'svg' });
}

export async function menuQrPngDataUrl(url: string): Promise<string> {
  const qrcode = await import('qrcode');
  return qrcode.toDataURL(url, { ...QR_OPTIONS, type: 'image/png', width: PNG_WIDTH });
}

/** Saves `href` (a data or object URL) as a file with this name. */
export function downloadFile(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
