/** Page titles read "Page – Shop". */
export function pageTitle(title: string, siteName = 'Hembutiken'): string {
  return title ? `${title} – ${siteName}` : siteName;
}
