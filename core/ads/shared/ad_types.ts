/**
 * An ad slot as the admin's ads screen and the public pages read it: the
 * slot's setting (`ads.<name>`) holds what the admin put in it. Shared by the
 * server and the web parts (the music plugin draws the slots).
 */
export interface AdContent {
  /** Shown on the site only while on (and while ads are not all off). */
  enabled: boolean
  /** The ad's image on this site's public disk (uploaded through the ads screen), or null. */
  image: string | null
  /** Text beside the image; the image's alternative text. */
  description: string | null
  /** Where the ad leads when clicked. */
  url: string | null
}

/** One slot on the ads screen: what a module declared (its place and size hint) and its content. */
export interface AdSlotState extends AdContent {
  /** The slot's name without the `ads.` prefix ('general_top'). */
  name: string
  label: string
  size_hint: string
}

export interface AdsScreenData {
  /** Every ad off at once (setting ads.disable). */
  disabled: boolean
  slots: AdSlotState[]
}
