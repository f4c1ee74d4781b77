/** The developer bar's texts (app/components/dev-bar/): loaded with the bar, which only a development shop shows. */
export const svDevBar = {
  label: 'Utvecklarverktyg',
  pageLabel: 'Gå till sida',
  go: 'Gå',
  pageInvalid: 'Skriv adressen till en sida i butiken, till exempel /kampanj.',
  themes: 'Tema',
  admin: 'Administration',
  hide: 'Dölj',
} as const;
