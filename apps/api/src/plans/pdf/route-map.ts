/**
 * The route on the PDF: the track's line projected into a box (equirectangular around
 * the line's middle latitude, which is true to a few parts in a thousand over a
 * track's extent), with its start and end, a scale bar and a north arrow. Pure
 * geometry (`fitLine`, `niceScale`) is apart from the drawing, and tested.
 */
import { lineParts, type LineGeometry, type Position } from '../../lib/geo.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const KM_PER_DEGREE = 111.32;

export interface FittedLine {
  /** The parts of the line in page points. */
  parts: [number, number][][];
  /** Page points per kilometre. */
  pointsPerKm: number;
}

/** The line fitted into the box (kept to scale, centred, with `padding` points around it). */
export function fitLine(line: LineGeometry, box: Box, padding = 16): FittedLine | null {
  const parts = lineParts(line).filter((part) => part.length > 0);
  const all = parts.flat();
  if (all.length < 2) return null;
  const lats = all.map((p) => p[1]);
  const lat0 = ((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180);
  // Kilometres east and north of the first point.
  const [lng0, lat00] = all[0] as Position;
  const toKm = ([lng, lat]: Position): [number, number] => [(lng - lng0) * Math.cos(lat0) * KM_PER_DEGREE, (lat - lat00) * KM_PER_DEGREE];
  const km = parts.map((part) => part.map(toKm));
  const xs = km.flat().map((p) => p[0]);
  const ys = km.flat().map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = Math.max(maxX - minX, 0.001);
  const spanY = Math.max(maxY - minY, 0.001);
  const pointsPerKm = Math.min((box.width - 2 * padding) / spanX, (box.height - 2 * padding) / spanY);
  const offsetX = box.x + (box.width - spanX * pointsPerKm) / 2;
  const offsetY = box.y + (box.height - spanY * pointsPerKm) / 2;
  // North is up: page y grows downwards. Points closer than half a point to the last one
  // kept draw nothing a reader could see (a long track has thousands).
  const fitted = km.map((part) => {
    const kept: [number, number][] = [];
    part.forEach(([x, y], index) => {
      const point: [number, number] = [offsetX + (x - minX) * pointsPerKm, offsetY + (maxY - y) * pointsPerKm];
      const last = kept.at(-1);
      if (!last || index === part.length - 1 || Math.hypot(point[0] - last[0], point[1] - last[1]) >= 0.5) kept.push(point);
    });
    return kept;
  });
  return { parts: fitted, pointsPerKm };
}

/** A round distance (1, 2 or 5 × 10ⁿ km) whose bar is at most `maxPoints` long. */
export function niceScale(pointsPerKm: number, maxPoints: number): { km: number; points: number; label: string } {
  const target = maxPoints / pointsPerKm;
  const power = 10 ** Math.floor(Math.log10(target));
  const km = [5, 2, 1].map((step) => step * power).find((candidate) => candidate <= target) ?? power;
  const label = km >= 1 ? `${km} km` : `${Math.round(km * 1000)} m`;
  return { km, points: km * pointsPerKm, label };
}

const ROUTE_COLOUR = '#c0392b';
const INK = '#1f2a2e';
const MUTED = '#5b676b';

/** Draws the map; answers whether the line had enough to draw, and whether its start and end are marked. */
export function drawRouteMap(doc: PDFKit.PDFDocument, line: LineGeometry, box: Box, font: string): { drawn: boolean; endsMarked: boolean } {
  const fitted = fitLine(line, box);
  if (!fitted) return { drawn: false, endsMarked: false };
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.75).strokeColor(MUTED).stroke();
  doc.lineJoin('round').lineCap('round').lineWidth(2).strokeColor(ROUTE_COLOUR);
  for (const part of fitted.parts) {
    const [first, ...rest] = part;
    if (!first) continue;
    doc.moveTo(first[0], first[1]);
    for (const [x, y] of rest) doc.lineTo(x, y);
    doc.stroke();
  }
  // Start (filled) and end (ringed), for a line in one piece: the parts of a
  // MultiLineString come in no particular order, so their ends mean nothing.
  const [only] = fitted.parts;
  const start = only?.[0];
  const end = only?.at(-1);
  if (fitted.parts.length === 1 && start && end) {
    doc.circle(start[0], start[1], 4).fillColor(INK).fill();
    doc.circle(end[0], end[1], 4).lineWidth(1.5).strokeColor(INK).stroke();
  }

  // Scale bar, bottom left.
  const scale = niceScale(fitted.pointsPerKm, box.width / 4);
  const barY = box.y + box.height - 14;
  doc.lineWidth(1.5).strokeColor(INK).moveTo(box.x + 10, barY).lineTo(box.x + 10 + scale.points, barY).stroke();
  doc.moveTo(box.x + 10, barY - 3).lineTo(box.x + 10, barY + 3).stroke();
  doc.moveTo(box.x + 10 + scale.points, barY - 3).lineTo(box.x + 10 + scale.points, barY + 3).stroke();
  doc.font(font).fontSize(8);
  const labelWidth = doc.widthOfString(scale.label);
  doc.rect(box.x + 12 + scale.points, barY - 6, labelWidth + 4, 11).fillColor('#ffffff').fill();
  doc.fillColor(INK).text(scale.label, box.x + 14 + scale.points, barY - 4, { lineBreak: false });

  // North arrow, top right.
  const nx = box.x + box.width - 18;
  const ny = box.y + 12;
  doc.polygon([nx, ny], [nx - 5, ny + 14], [nx, ny + 10], [nx + 5, ny + 14]).fillColor(INK).fill();
  doc.font(font).fontSize(8).fillColor(INK).text('N', nx - 3, ny + 15, { lineBreak: false });
  doc.restore();
  return { drawn: true, endsMarked: fitted.parts.length === 1 };
}

