import { cx } from './cx.js'

/** Spec section 9: avatar sizes xs..xl = 18/24/32/40/60 px. */
export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl'

const sizeClasses: Record<AvatarSize, string> = {
  xs: 'size-4.5 text-[9px]',
  sm: 'size-6 text-[10px]',
  md: 'size-8 text-xs',
  lg: 'size-10 text-sm',
  xl: 'size-15 text-xl',
}

/** Spec section 9: 9 avatar colours, picked from the name so a person keeps theirs. Dark enough for white initials (AA). */
const PALETTE = [
  '#b91c1c',
  '#c2410c',
  '#a16207',
  '#15803d',
  '#0f766e',
  '#0369a1',
  '#4338ca',
  '#7e22ce',
  '#be185d',
]

function avatarColor(name: string) {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  return PALETTE[hash % PALETTE.length]
}

function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return (
    words.length > 1 ? words[0][0] + words[words.length - 1][0] : (words[0] ?? '?').slice(0, 1)
  ).toUpperCase()
}

/** A round picture, or the initials on a colour; decorative unless given a label. */
export function Avatar({
  name,
  src,
  size = 'md',
  className,
}: {
  name: string
  src?: string | null
  size?: AvatarSize
  className?: string
}) {
  const classes = cx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold text-white select-none',
    sizeClasses[size],
    className
  )
  if (src) return <img src={src} alt="" className={cx(classes, 'bg-chip object-cover')} />
  return (
    <span aria-hidden className={classes} style={{ backgroundColor: avatarColor(name) }}>
      {initialsOf(name)}
    </span>
  )
}
