import { formatShortCode, SHORT_CODE_ALPHABET } from '@coperto/shared/giftcards/giftcard-code';

const CHAR = `[${SHORT_CODE_ALPHABET}]`;
const CODE_IN_TEXT = new RegExp(`(${CHAR}{4})[-\\s]?(${CHAR}{4})[-\\s]?(${CHAR}{4})`, 'i');

/**
 * The gift card code in what a camera read (the code itself, or a text or link holding it), as
 * printed (`ABCD-EFGH-JKM2`); null when there is none. The server checks it is a card.
 */
export function codeInScan(raw: string): string | null {
  const match = CODE_IN_TEXT.exec(raw.toUpperCase());
  return match ? formatShortCode(match.slice(1, 4).join('')) : null;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

/** The browser's own barcode reader (Chrome on Android, …), or null where there is none. */
export function barcodeDetector(): BarcodeDetectorLike | null {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (!Detector || typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia)
    return null;
  try {
    return new Detector({ formats: ['qr_code', 'code_128'] });
  } catch {
    return null;
  }
}
