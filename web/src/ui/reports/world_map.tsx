import { useMemo, useState } from 'react'
import { geoEqualEarth, geoPath } from 'd3-geo'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries110m from 'world-atlas/countries-110m.json'
import { formatExact } from './format.js'
import numericCodes from './country_numeric_codes.json'

const WIDTH = 640
const HEIGHT = 300

interface Country {
  code: string | null
  name: string
  path: string
}

/**
 * The countries of a ranking on a world map, shaded by their share of the
 * most counted one. Drawn offline from Natural Earth's 1:110m outlines
 * (world-atlas, bundled in this lazy chunk) with d3-geo: no request leaves
 * the site. Decorative for assistive technology: the ranked list beside it
 * says the same.
 */
export default function WorldMap({ values, valueLabel }: { values: Map<string, number>; valueLabel: string }) {
  const countries = useMemo(() => outlines(), [])
  const [hovered, setHovered] = useState<Country | null>(null)
  const max = Math.max(1, ...values.values())

  return (
    <div className="relative">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="block h-auto w-full" aria-hidden onPointerLeave={() => setHovered(null)}>
        {countries.map((country, index) => {
          const value = (country.code && values.get(country.code)) || 0
          return (
            <path
              key={country.code ?? `unknown-${index}`}
              d={country.path}
              data-country={country.code ?? undefined}
              className={value ? 'fill-primary stroke-paper' : 'fill-chip stroke-paper'}
              fillOpacity={value ? 0.25 + 0.75 * (value / max) : 1}
              strokeWidth={0.5}
              onPointerEnter={() => setHovered(country)}
            />
          )
        })}
      </svg>
      {hovered && (
        <div className="pointer-events-none absolute top-2 left-2 rounded-base border border-divider bg-paper px-3 py-1.5 text-xs shadow-lg">
          <span className="font-medium">{hovered.name}</span>
          <span className="ml-3 text-muted tabular-nums">
            {formatExact((hovered.code && values.get(hovered.code)) || 0)} {valueLabel}
          </span>
        </div>
      )}
    </div>
  )
}

/** The countries' outlines projected once (Equal Earth, fitted to the map), with their alpha-2 codes. */
function outlines(): Country[] {
  const topology = countries110m as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>
  const all = feature(topology, topology.objects.countries)
  // Nobody listens from Antarctica; leaving it out gives the others the room.
  const collection = { ...all, features: all.features.filter((country) => country.properties.name !== 'Antarctica') }
  const draw = geoPath(geoEqualEarth().fitSize([WIDTH, HEIGHT], collection))
  const codes = numericCodes as Record<string, string>
  const names = new Intl.DisplayNames(undefined, { type: 'region' })
  return collection.features.map((country) => {
      const code = codes[String(country.id)] ?? null
    return { code, name: (code && names.of(code)) || country.properties.name, path: draw(country) ?? '' }
  })
}
