/**
 * How Larder looks on this device: as the device is set (light by day, dark by night, whatever the
 * system says), or always light, or always dark.
 */
export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

export const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);

/** The colour of the top bar in each scheme, for the browser's own bar (`<meta name="theme-color">`). */
export const BAR_COLOUR = { light: "#234f2f", dark: "#1a2e20" } as const;
