/**
 * Third-party content and the social-media image feed without functional consent (issue 16, docs/decisions/023):
 * loaded with the pages that embed such content, not with every page.
 */
export const svThirdParty = {
  blocked: 'Innehållet kan inte visas',
  blockedText: 'Innehållet kommer från en tjänst från tredje part som du inte har godkänt.',
  enable: 'Tillåt funktionella tjänster från tredje part',
  enabling: 'Sparar ...',
  failed: 'Det gick inte att spara ditt val. Försök igen.',
  imageFrom: (host: string) => `Bild från ${host}`,
  feedLoading: 'Hämtar bilder ...',
  feedOpenProfile: 'Se fler bilder',
} as const;
