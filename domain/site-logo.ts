import type { SiteSettings } from './site-settings';

/** The boxes the header draws a logo in, so an image loading late never moves the header. */
export const LOGO_BOX = { desktop: { width: 180, height: 40 }, mobile: { width: 132, height: 32 } } as const;

export interface HeaderLogos {
  /** Drawn above the mobile breakpoint. */
  desktop: string;
  /** Drawn at the mobile breakpoint and below. */
  mobile: string;
  /** Drawn instead of `mobile` in the phone header's scrolled look; null: `mobile` stays. */
  mobileScrolled: string | null;
}

/**
 * Which of the configured logos the header draws where: any one of them replaces the generic icon everywhere (the
 * desktop and mobile logos stand in for each other); null when none is set, and the header keeps its own look.
 */
export function headerLogos(settings: Pick<SiteSettings, 'logo' | 'mobileLogo' | 'mobileLogoInverted'>): HeaderLogos | null {
  const desktop = settings.logo ?? settings.mobileLogo;
  const mobile = settings.mobileLogo ?? settings.logo;
  if (desktop === null || mobile === null) return null;
  return { desktop, mobile, mobileScrolled: settings.mobileLogoInverted };
}
