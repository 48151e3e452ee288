/** The few line icons the bars use, drawn inline (no icon font: the app must work offline). */
const PATHS = {
  download: 'M12 3v12m0 0-5-5m5 5 5-5M4 20h16',
  upload: 'M12 16V4m0 0L7 9m5-5 5 5M4 20h16',
  activity: 'M3 12h4l3-8 4 16 3-8h4',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  exit: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
} as const

/** Name of an icon. */
export type IconName = keyof typeof PATHS

/** Props of Icon. */
export interface IconProps {
  name: IconName
  size?: number
}

/** A 24×24 stroked icon in the current text colour; decorative (the button carries the label). */
export function Icon({ name, size = 16 }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
