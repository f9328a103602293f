import type { QrDesign } from '../../../../shared/qr-code';

// The picture of a QR code: the one drawing of both formats (qr-image.ts rasterises it for PNG).

/** The modules of a code, as the `qrcode` package's create() gives them (row-major, 1: dark). */
export interface QrModules {
  size: number;
  data: ArrayLike<number | boolean>;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The logo's side as a share of the code's (error correction H restores up to 30 % of it). */
const logoShare = 0.22;

/**
 * The code as an SVG document: one path of the dark modules (a run of them in a row is one
 * rectangle), on the background, with the logo (a data URL) in the middle on a plate of the
 * background's colour. Units are modules, scaled to `design.size` pixels.
 */
export function qrSvg(modules: QrModules, design: QrDesign, logoDataUrl: string | null): string {
  const { size: count, data } = modules;
  const side = count + design.margin * 2;
  let path = '';
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!data[row * count + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && data[row * count + col]) col++;
      path += `M${start + design.margin} ${row + design.margin}h${col - start}v1h${start - col}z`;
    }
  }
  let logo = '';
  if (logoDataUrl !== null) {
    const logoSide = Math.round(count * logoShare);
    const plate = logoSide + 2;
    const plateAt = (side - plate) / 2;
    const logoAt = (side - logoSide) / 2;
    logo =
      `<rect x="${plateAt}" y="${plateAt}" width="${plate}" height="${plate}" rx="1" fill="${design.background}"/>` +
      `<image x="${logoAt}" y="${logoAt}" width="${logoSide}" height="${logoSide}" preserveAspectRatio="xMidYMid meet" href="${escapeAttribute(logoDataUrl)}"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${design.size}" height="${design.size}" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="${design.background}"/>` +
    `<path fill="${design.foreground}" d="${path}"/>${logo}</svg>`
  );
}
