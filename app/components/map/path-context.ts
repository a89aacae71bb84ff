// A d3-geo path context that writes short SVG path data: whole-unit coordinates, the first
// point of each ring absolute and the rest relative ("l3-2"), and points that round onto
// the previous one dropped. At the map's 800-unit scale a unit is under a pixel, so the
// rounding is the simplification: Texas's 254 counties come to about 18 KB of path data.
// Shared borders stay shared because every ring rounds the same projected points alike.

export interface CompactPathContext {
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): void;
  /** The path data written since the last call, which starts the next path afresh. */
  take(): string;
}

export function compactPathContext(): CompactPathContext {
  let out = "";
  let lastX = 0;
  let lastY = 0;
  // A ring whose points all round onto its start has no area at this scale: it is dropped.
  let ringStart = 0;
  let ringPoints = 0;
  const num = (n: number) => (n === 0 ? "0" : String(n));
  const pair = (x: number, y: number) => `${num(x)}${y < 0 ? "" : " "}${num(y)}`;
  return {
    beginPath() {
      // Rings start with moveTo; nothing to do between features.
    },
    moveTo(x, y) {
      const rx = Math.round(x);
      const ry = Math.round(y);
      ringStart = out.length;
      ringPoints = 0;
      out += `M${pair(rx, ry)}`;
      lastX = rx;
      lastY = ry;
    },
    lineTo(x, y) {
      const rx = Math.round(x);
      const ry = Math.round(y);
      if (rx === lastX && ry === lastY) return;
      const dx = rx - lastX;
      const dy = ry - lastY;
      out += `l${pair(dx, dy)}`;
      lastX = rx;
      lastY = ry;
      ringPoints++;
    },
    closePath() {
      if (ringPoints < 2) {
        out = out.slice(0, ringStart);
        return;
      }
      out += "z";
    },
    arc() {
      // Only point geometries draw arcs; the map draws polygons and lines.
    },
    take() {
      const s = out;
      out = "";
      return s;
    },
  };
}
