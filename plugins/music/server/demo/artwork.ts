import { Random } from '#plugins/music/server/generator/random'
import { encodePng } from './png.js'

/**
 * Seeded artwork for the demo catalogue, rendered to PNG (covers must be
 * raster images: OpenGraph cards and ID3 pictures accept no SVG). Album
 * covers: a two-colour gradient with rings, bars or circles; artist images: a
 * stylised head-and-shoulders silhouette on a radial gradient.
 */

type Rgb = [number, number, number]

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [channel(0), channel(8), channel(4)]
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]

/** Coverage of a pixel by a shape whose edge is at distance 0 (negative inside): a one-pixel soft edge. */
const coverage = (distance: number) => Math.max(0, Math.min(1, 0.5 - distance))

interface Shape {
  /** Signed distance in pixels from (x, y) to the shape's edge. */
  distance(x: number, y: number): number
  color: Rgb
  opacity: number
}

/** A two-colour gradient: `at` maps a pixel to its position between the colours (0..1). */
interface Gradient {
  from: Rgb
  to: Rgb
  at(x: number, y: number): number
}

function render(size: number, background: Gradient, shapes: Shape[]) {
  const pixels = new Uint8Array(size * size * 3)
  const { from, to } = background
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Plain numbers, no per-pixel arrays: this loop runs ~100k times per image.
      const t = background.at(x, y)
      let r = from[0] + (to[0] - from[0]) * t
      let g = from[1] + (to[1] - from[1]) * t
      let b = from[2] + (to[2] - from[2]) * t
      for (const shape of shapes) {
        const amount = coverage(shape.distance(x + 0.5, y + 0.5)) * shape.opacity
        if (amount <= 0) continue
        r += (shape.color[0] - r) * amount
        g += (shape.color[1] - g) * amount
        b += (shape.color[2] - b) * amount
      }
      const offset = (y * size + x) * 3
      pixels[offset] = r
      pixels[offset + 1] = g
      pixels[offset + 2] = b
    }
  }
  return encodePng(size, size, pixels)
}

/** Math.hypot is slow in V8; this runs for every pixel of every shape. */
const distance = (dx: number, dy: number) => Math.sqrt(dx * dx + dy * dy)

const circle = (cx: number, cy: number, r: number) => (x: number, y: number) => distance(x - cx, y - cy) - r
const ring = (cx: number, cy: number, r: number, width: number) => (x: number, y: number) =>
  Math.abs(distance(x - cx, y - cy) - r) - width / 2

export function albumCover(seed: string, size = 320) {
  const random = new Random(`cover:${seed}`)
  const hue = random.int(0, 359)
  const from = hsl(hue, random.float(0.5, 0.85), random.float(0.35, 0.55))
  const to = hsl((hue + random.int(40, 160)) % 360, random.float(0.5, 0.9), random.float(0.15, 0.4))
  const accent = hsl((hue + 180) % 360, 0.8, random.float(0.6, 0.8))
  const angle = random.float(0, Math.PI)
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)]
  const background = { from, to, at: (x: number, y: number) => Math.max(0, Math.min(1, ((x - size / 2) * dx + (y - size / 2) * dy) / size + 0.5)) }

  const shapes: Shape[] = []
  const motif = random.pick(['rings', 'bars', 'circles'] as const)
  if (motif === 'rings') {
    const [cx, cy] = [random.float(0.3, 0.7) * size, random.float(0.3, 0.7) * size]
    for (let i = 1; i <= random.int(3, 7); i++) {
      shapes.push({ distance: ring(cx, cy, i * size * 0.07, size * 0.012 * random.float(0.5, 2)), color: accent, opacity: 0.75 - i * 0.07 })
    }
  } else if (motif === 'bars') {
    const count = random.int(5, 12)
    const heights = Array.from({ length: count }, () => random.float(0.15, 0.7))
    const width = size / (count * 1.6)
    heights.forEach((height, i) => {
      const left = size * 0.15 + i * width * 1.6 * 0.75
      const top = size * (0.85 - height)
      shapes.push({
        distance: (x, y) => Math.max(left - x, x - left - width, top - y, y - size * 0.85),
        color: mix(accent, [255, 255, 255], i / count / 2),
        opacity: 0.85,
      })
    })
  } else {
    for (let i = 0; i < random.int(2, 5); i++) {
      shapes.push({
        distance: circle(random.float(0.1, 0.9) * size, random.float(0.1, 0.9) * size, random.float(0.08, 0.3) * size),
        color: random.chance(0.5) ? accent : hsl(random.int(0, 359), 0.7, 0.6),
        opacity: random.float(0.35, 0.8),
      })
    }
  }
  return render(size, background, shapes)
}

export function artistImage(seed: string, size = 320) {
  const random = new Random(`artist:${seed}`)
  const hue = random.int(0, 359)
  const light = hsl(hue, 0.6, 0.6)
  const dark = hsl((hue + 30) % 360, 0.6, 0.22)
  const figure = hsl((hue + 200) % 360, 0.35, random.float(0.08, 0.18))
  const center = size / 2
  const background = { from: light, to: dark, at: (x: number, y: number) => Math.min(1, distance(x - center, y - size * 0.35) / (size * 0.75)) }
  const head = circle(center, size * 0.4, size * 0.16)
  const shoulders = (x: number, y: number) => distance((x - center) / 1.6, y - size * 1.02) - size * 0.3
  return render(size, background, [
    { distance: head, color: figure, opacity: 1 },
    { distance: shoulders, color: figure, opacity: 1 },
  ])
}
