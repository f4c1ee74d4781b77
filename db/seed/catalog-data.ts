import type { InfoPageType, SpecificationGroupType } from '../schema';

/**
 * Static Swedish data for the demo catalog of "Hembutiken": the category tree, brands,
 * colours, specification groups, product kinds (name patterns, price ranges, spec values,
 * description sentences) and the info pages. Everything a shopper reads is written here,
 * in Swedish; the generator in index.ts only combines it.
 */

export const SHOP_NAME = 'Hembutiken';

// ---------------------------------------------------------------------------------------
// VAT, colours, brands, tags, badges
// ---------------------------------------------------------------------------------------

export type VatClass = 'standard' | 'reduced_12' | 'reduced_6' | 'zero';

export const VAT_RATES: readonly { vatClass: VatClass; ratePercent: number }[] = [
  { vatClass: 'standard', ratePercent: 25 },
  { vatClass: 'reduced_12', ratePercent: 12 },
  { vatClass: 'reduced_6', ratePercent: 6 },
  { vatClass: 'zero', ratePercent: 0 },
];
export const VAT_VALID_FROM = '2000-01-01';

export interface ColorDef {
  name: string;
  /** ASCII file-name form, e.g. 'gra' for Grå. */
  slug: string;
  hex: string;
}

export const COLORS: readonly ColorDef[] = [
  { name: 'Svart', slug: 'svart', hex: '#1a1a1a' },
  { name: 'Vit', slug: 'vit', hex: '#ffffff' },
  { name: 'Silver', slug: 'silver', hex: '#c0c4c8' },
  { name: 'Grå', slug: 'gra', hex: '#7a7d80' },
  { name: 'Rostfri', slug: 'rostfri', hex: '#b4b9bd' },
  { name: 'Blå', slug: 'bla', hex: '#1f4e96' },
  { name: 'Röd', slug: 'rod', hex: '#b3262d' },
  { name: 'Grön', slug: 'gron', hex: '#2f6b3a' },
  { name: 'Rosa', slug: 'rosa', hex: '#eeb4c3' },
  { name: 'Beige', slug: 'beige', hex: '#e4d6bd' },
  { name: 'Guld', slug: 'guld', hex: '#c9a54a' },
  { name: 'Brun', slug: 'brun', hex: '#6b4a35' },
];

export interface BrandDef {
  name: string;
  /** Price factor against the kind's range: premium brands cost more. */
  premium: number;
  description: string;
  /** Brand page reached at /{brand_link} instead of /tillverkare/visa/{brand_link}. */
  overrideLink?: boolean;
}

export const NO_BRAND: BrandDef = {
  name: 'Inget varumärke',
  premium: 0.8,
  description: 'Produkter utan särskilt varumärke, utvalda av oss för bra kvalitet till ett lågt pris.',
};

/** The 29 real brands; brand id 1 is NO_BRAND, these follow from id 2. */
export const BRANDS: readonly BrandDef[] = [
  { name: 'Samsung', premium: 1.05, overrideLink: true, description: 'Samsung är en sydkoreansk teknikjätte som gör allt från mobiler och TV-apparater till kylskåp och tvättmaskiner.' },
  { name: 'LG', premium: 1.0, description: 'LG Electronics är känt för sina OLED-TV-apparater, men gör också tysta och energisnåla vitvaror.' },
  { name: 'Bosch', premium: 1.05, description: 'Bosch är ett tyskt varumärke med lång erfarenhet av pålitliga vitvaror, köksmaskiner och dammsugare.' },
  { name: 'Electrolux', premium: 1.0, description: 'Electrolux grundades i Stockholm 1919 och gör vitvaror och dammsugare för nordiska hem.' },
  { name: 'Siemens', premium: 1.12, description: 'Siemens hushållsprodukter kombinerar tysk ingenjörskonst med smart styrning och snygg design.' },
  { name: 'Miele', premium: 1.4, description: 'Miele är ett familjeägt tyskt företag som testar sina vitvaror för 20 års användning.' },
  { name: 'Philips', premium: 0.95, description: 'Philips gör TV-apparater, personvård och köksapparater med fokus på enkel vardag.' },
  { name: 'Sony', premium: 1.1, description: 'Sony är japanska experter på bild och ljud, från Bravia-TV och hörlurar till kameror och PlayStation.' },
  { name: 'Apple', premium: 1.3, overrideLink: true, description: 'Apple designar iPhone, iPad, Mac, Apple Watch och AirPods som fungerar smidigt tillsammans.' },
  { name: 'Lenovo', premium: 0.95, description: 'Lenovo är en av världens största datortillverkare, med allt från ThinkPad till Legion för gaming.' },
  { name: 'Asus', premium: 1.0, description: 'Asus gör bärbara datorer, skärmar och gamingutrustning under bland annat namnet ROG.' },
  { name: 'HP', premium: 0.97, description: 'HP erbjuder datorer, skärmar och tillbehör för hemmet, kontoret och gaming.' },
  { name: 'Dell', premium: 1.0, description: 'Dell är kända för stabila datorer och skärmar, från Inspiron till Alienware.' },
  { name: 'Logitech', premium: 0.95, description: 'Logitech är ett schweiziskt varumärke för möss, tangentbord, webbkameror och gamingtillbehör.' },
  { name: 'JBL', premium: 0.9, description: 'JBL har gjort högtalare sedan 1946 och är i dag kända för tåliga bärbara högtalare och hörlurar.' },
  { name: 'Sonos', premium: 1.15, description: 'Sonos gör trådlösa högtalare och soundbars som spelar ihop i hela hemmet.' },
  { name: 'Bose', premium: 1.2, description: 'Bose är kända för sin brusreducering och sitt fylliga ljud i hörlurar och högtalare.' },
  { name: 'Dyson', premium: 1.35, description: 'Dyson utvecklar sladdlösa dammsugare, luftrenare och hårvårdsprodukter med egen motorteknik.' },
  { name: 'Braun', premium: 0.95, description: 'Braun gör rakapparater, eltandborstar och små köksapparater med tysk precision.' },
  { name: 'OBH Nordica', premium: 0.8, description: 'OBH Nordica är ett nordiskt varumärke med prisvärda småapparater för kök och hem.' },
  { name: 'Wilfa', premium: 0.9, description: 'Wilfa är ett norskt varumärke med kaffebryggare, avfuktare och köksapparater i skandinavisk design.' },
  { name: 'Moccamaster', premium: 1.1, description: 'Moccamaster-bryggarna handbyggs i Nederländerna och brygger kaffe vid rätt temperatur.' },
  { name: 'Kenwood', premium: 1.0, description: 'Kenwood har gjort köksmaskiner sedan 1947 och är kända för sin Chef-serie.' },
  { name: 'KitchenAid', premium: 1.25, description: 'KitchenAid är klassikern bland köksassistenter, i ett stort antal färger.' },
  { name: 'Nintendo', premium: 1.0, description: 'Nintendo skapar spelkonsoler och spel för hela familjen, som Nintendo Switch.' },
  { name: 'Canon', premium: 1.05, description: 'Canon är en japansk specialist på kameror, objektiv och bildteknik.' },
  { name: 'Garmin', premium: 1.1, description: 'Garmin gör GPS-klockor och aktivitetsarmband för träning, friluftsliv och vardag.' },
  { name: 'Whirlpool', premium: 0.9, description: 'Whirlpool är ett amerikanskt varumärke med prisvärda och energisnåla vitvaror.' },
  { name: 'Löfbergs', premium: 1.0, description: 'Löfbergs är ett familjeägt kafferosteri i Karlstad som rostat kaffe sedan 1906.' },
];

export interface TagDef {
  name: string;
  color: string;
}

export const TAGS: readonly TagDef[] = [
  { name: 'Nyhet', color: '#0b3d5c' },
  { name: 'Miljöval', color: '#1e7d32' },
  { name: 'Webbexklusiv', color: '#f2a900' },
  { name: 'Kampanj', color: '#c8102e' },
  { name: 'Begränsat antal', color: '#ffd8a8' },
];

export interface BadgeDef {
  name: string;
  /** File name under badges/{badge_id}/. */
  file: string;
  position: string;
  color: string;
}

export const BADGES: readonly BadgeDef[] = [
  { name: 'Nyhet', file: 'nyhet.svg', position: 'left_top', color: '#0b3d5c' },
  { name: 'Bästsäljare', file: 'bastsaljare.svg', position: 'right_top', color: '#f2a900' },
  { name: 'Miljöval', file: 'miljoval.svg', position: 'left_ri', color: '#1e7d32' },
  { name: 'Testvinnare', file: 'testvinnare.svg', position: 'right_bottom', color: '#c8102e' },
];

/** Top-level paths the storefront owns: no brand link may take one of them. */
export const RESERVED_PATHS: readonly string[] = [
  'produkter', 'tillverkare', 'kassa', 'checkoutv3', 'checkout', 'api', 'assets', 'konto', 'login',
  'kundklubb', 'kundservice', 'om-oss', 'integritetspolicy', 'kampanjer', 'retur-och-reklamation', 'admin',
  'product_review',
];

// ---------------------------------------------------------------------------------------
// Variant attributes
// ---------------------------------------------------------------------------------------

export type VariantAxis = 'color' | 'storage' | 'size';

export const VARIANT_ATTRIBUTES: readonly { axis: VariantAxis; label: string; level: number }[] = [
  { axis: 'color', label: 'Färg', level: 1 },
  { axis: 'storage', label: 'Lagring', level: 2 },
  { axis: 'size', label: 'Storlek', level: 2 },
];

/** Storage options in GB (the 'lagring' spec values use the same numbers). */
export const STORAGE_OPTIONS: readonly number[] = [32, 64, 128, 256, 512, 1024, 2048];
/** Watch case sizes in mm (the 'boettstorlek' spec values). */
export const SIZE_OPTIONS: readonly number[] = [40, 41, 42, 44, 45, 46, 47, 49];

export function storageLabel(gb: number): string {
  return gb >= 1024 ? `${gb / 1024} TB` : `${gb} GB`;
}

// ---------------------------------------------------------------------------------------
// Specification groups
// ---------------------------------------------------------------------------------------

export type SpecSection = 'Allmänt' | 'Mått och vikt' | 'Energi och miljö' | 'Funktioner' | 'Anslutningar';

export interface SpecGroupDef {
  title: string;
  section: SpecSection;
  type: SpecificationGroupType;
  unit?: string;
  /** Tooltip text. */
  description?: string;
  /** Defaults to true. */
  filter?: boolean;
}

const single = (title: string, section: SpecSection, extra: Partial<SpecGroupDef> = {}): SpecGroupDef => ({
  title, section, type: 'single_choice', ...extra,
});
const multi = (title: string, section: SpecSection, extra: Partial<SpecGroupDef> = {}): SpecGroupDef => ({
  title, section, type: 'multiple_choice', ...extra,
});
const interval = (title: string, section: SpecSection, unit: string | undefined, extra: Partial<SpecGroupDef> = {}): SpecGroupDef => ({
  title, section, type: 'interval', ...(unit ? { unit } : {}), ...extra,
});

/** Every specification group, keyed; a key used by several kinds is one shared group. */
export const SPEC_GROUPS: Readonly<Record<string, SpecGroupDef>> = {
  // Shared, general
  'garanti': single('Garanti', 'Allmänt', { description: 'Tillverkarens garanti. Utöver den har du alltid tre års reklamationsrätt enligt konsumentköplagen.' }),
  'installation': single('Installation', 'Allmänt', { description: 'Fristående placeras var som helst, inbyggda och integrerade monteras i köksinredningen.' }),
  'effekt': interval('Effekt', 'Allmänt', 'W'),
  'kontroll': single('Reglage', 'Allmänt'),
  'material': single('Material', 'Allmänt'),
  'timer': single('Timer', 'Funktioner'),
  'display': single('Display', 'Funktioner'),
  'autoavstangning': single('Automatisk avstängning', 'Funktioner', { description: 'Stänger av apparaten efter en stund utan användning, för säkerhet och lägre elförbrukning.' }),
  'diskmaskinssakra': single('Diskmaskinssäkra delar', 'Funktioner'),
  'smart-styrning': multi('Smart styrning', 'Anslutningar'),
  'vattentathet': single('Vattentäthet', 'Allmänt', { description: 'IP-klassen anger skyddet mot damm och vatten. IPX7 och IP68 tål att sänkas ned i vatten.' }),
  'batteritid': interval('Batteritid', 'Allmänt', 'timmar'),
  'batteritid-min': interval('Batteritid', 'Allmänt', 'minuter'),
  'batteritid-dagar': interval('Batteritid', 'Allmänt', 'dagar'),
  'batteritid-man': interval('Batteritid', 'Allmänt', 'månader'),
  'laddtid': interval('Laddningstid', 'Allmänt', 'timmar', { filter: false }),
  'stromforsorjning': single('Strömförsörjning', 'Allmänt'),
  'kompatibilitet': multi('Kompatibel med', 'Anslutningar'),
  'rgb': single('RGB-belysning', 'Funktioner'),
  'mikrofon': single('Inbyggd mikrofon', 'Funktioner'),
  'fjarrkontroll': single('Fjärrkontroll', 'Funktioner'),
  'sladdlangd': interval('Sladdlängd', 'Mått och vikt', 'm', { filter: false }),

  // Dimensions and weight
  'bredd': interval('Bredd', 'Mått och vikt', 'cm'),
  'hojd': interval('Höjd', 'Mått och vikt', 'cm'),
  'djup': interval('Djup', 'Mått och vikt', 'cm'),
  'vikt': interval('Vikt', 'Mått och vikt', 'kg', { filter: false }),
  'vikt-g': interval('Vikt', 'Mått och vikt', 'gram'),

  // Energy and environment
  'energiklass': single('Energiklass', 'Energi och miljö', { description: 'Enligt EU:s energimärkning, där A är mest energieffektiv och G minst.' }),
  'energiforbrukning': interval('Energiförbrukning per år', 'Energi och miljö', 'kWh'),
  'energi-100': interval('Energiförbrukning per 100 cykler', 'Energi och miljö', 'kWh'),
  'effekt-drift': interval('Effekt i drift (SDR)', 'Energi och miljö', 'W', { filter: false }),
  'ljudniva': interval('Ljudnivå', 'Energi och miljö', 'dB', { description: 'Ljudnivån vid normal användning. 3 dB lägre upplevs som ungefär hälften så högt.' }),
  'vattenforbrukning': interval('Vattenförbrukning per cykel', 'Energi och miljö', 'liter'),
  'klimatklass': single('Klimatklass', 'Energi och miljö', { description: 'Anger vilken rumstemperatur skåpet är byggt för. SN-T klarar 10–43 °C.', filter: false }),
  'koldmedium': single('Köldmedium', 'Energi och miljö', { filter: false }),
  'andel-atervunnet': interval('Andel återvunnet material', 'Energi och miljö', '%'),

  // Fridges and freezers
  'volym': interval('Total volym', 'Allmänt', 'liter'),
  'frysvolym': interval('Frysvolym', 'Allmänt', 'liter'),
  'antal-hyllor': interval('Antal hyllor', 'Allmänt', 'st'),
  'antal-frysfack': interval('Antal frysfack', 'Allmänt', 'st'),
  'antal-korgar': interval('Antal korgar', 'Allmänt', 'st'),
  'funk-kyl': multi('Funktioner', 'Funktioner'),
  'funk-frys': multi('Funktioner', 'Funktioner'),
  'dorrhangning': single('Dörrhängning', 'Allmänt', { filter: false }),
  'vattenanslutning': single('Vatten till dispenser', 'Allmänt'),
  'forvaringstid': interval('Förvaringstid vid strömavbrott', 'Energi och miljö', 'timmar', { description: 'Hur länge maten håller sig fryst om strömmen går.' }),
  'las': single('Lås', 'Funktioner'),

  // Laundry and dishwashing
  'kapacitet-kg': interval('Tvättkapacitet', 'Allmänt', 'kg'),
  'kapacitet-tork': interval('Torkkapacitet', 'Allmänt', 'kg'),
  'centrifugering': interval('Centrifugeringshastighet', 'Allmänt', 'varv/min'),
  'program-tvatt': multi('Program och funktioner', 'Funktioner'),
  'program-tork': multi('Program och funktioner', 'Funktioner'),
  'torkteknik': single('Torkteknik', 'Allmänt', { description: 'Värmepump är mest energisnålt. Kondens kräver ingen ventilation ut.' }),
  'kuvert': interval('Antal kuvert', 'Allmänt', 'st', { description: 'Ett kuvert motsvarar disken efter en person och en måltid.' }),
  'program-disk': multi('Program och funktioner', 'Funktioner'),
  'antal-program': interval('Antal program', 'Funktioner', 'st', { filter: false }),

  // Cooking
  'volym-ugn': interval('Ugnsvolym', 'Allmänt', 'liter'),
  'ugnsfunktioner': multi('Ugnsfunktioner', 'Funktioner'),
  'rengoring': single('Rengöring', 'Funktioner', { description: 'Pyrolys bränner bort smuts vid cirka 500 °C, katalys och hydrolys underlättar vanlig rengöring.' }),
  'barnlas': single('Barnlås', 'Funktioner'),
  'antal-zoner': interval('Antal kokzoner', 'Allmänt', 'st'),
  'hall-funktioner': multi('Hällfunktioner', 'Funktioner'),
  'hall-kant': single('Kantutförande', 'Allmänt', { filter: false }),
  'halltyp': single('Hälltyp', 'Allmänt'),
  'volym-mikro': interval('Volym', 'Allmänt', 'liter'),
  'effekt-mikro': interval('Mikrovågseffekt', 'Allmänt', 'W'),
  'grill': single('Grill', 'Funktioner'),
  'mikro-funk': multi('Funktioner', 'Funktioner'),

  // TV, video and audio
  'skarmstorlek': interval('Skärmstorlek', 'Allmänt', 'tum'),
  'upplosning': single('Upplösning', 'Allmänt'),
  'bildteknik': single('Bildteknik', 'Allmänt'),
  'uppdateringsfrekvens': interval('Uppdateringsfrekvens', 'Allmänt', 'Hz', { description: 'Hur många gånger per sekund bilden uppdateras. Högre ger mjukare rörelser i sport och spel.' }),
  'hdr': multi('HDR-format', 'Allmänt'),
  'anslutningar': multi('Anslutningar', 'Anslutningar'),
  'plattform-tv': single('Smart TV-plattform', 'Funktioner'),
  'hdmi-portar': interval('Antal HDMI-portar', 'Anslutningar', 'st'),
  'vesa': single('VESA-mått', 'Mått och vikt', { description: 'Hålmönstret på baksidan som väggfästet ska passa.', filter: false }),
  'ljudeffekt': interval('Ljudeffekt', 'Allmänt', 'W'),
  'horlurstyp': single('Typ', 'Allmänt'),
  'brusreducering': single('Aktiv brusreducering', 'Funktioner', { description: 'Mikrofoner fångar upp omgivningens ljud och tar bort det, till exempel motorbuller.' }),
  'anslutningar-ljud': multi('Anslutningar', 'Anslutningar'),
  'codec': multi('Ljudcodec', 'Anslutningar', { description: 'Hur ljudet överförs via Bluetooth. LDAC och aptX Adaptive ger högre ljudkvalitet.' }),
  'funk-horlurar': multi('Funktioner', 'Funktioner'),
  'hopfallbar': single('Hopfällbar', 'Funktioner'),
  'tradlos-laddning': single('Trådlös laddning', 'Funktioner'),
  'hogtalar-funk': multi('Funktioner', 'Funktioner'),
  'rackvidd': interval('Trådlös räckvidd', 'Anslutningar', 'm', { filter: false }),
  'kanaler': single('Antal kanaler', 'Allmänt'),
  'dolby-atmos': single('Dolby Atmos', 'Funktioner'),
  'subwoofer': single('Subwoofer', 'Allmänt'),
  'rostassistent': single('Röstassistent', 'Funktioner'),
  'multiroom': multi('Multiroom-stöd', 'Anslutningar'),
  'stereopar': single('Stereokoppling', 'Funktioner'),
  'ljusstyrka': interval('Ljusstyrka', 'Allmänt', 'lumen'),
  'ljuskalla': single('Ljuskälla', 'Allmänt'),
  'bildstorlek': interval('Största bildstorlek', 'Allmänt', 'tum'),
  'kastavstand': single('Projiceringsavstånd', 'Allmänt', { description: 'Ultrakort projicering ger stor bild från bara några decimeter från väggen.' }),
  'fastestyp': single('Typ', 'Allmänt'),
  'max-tv': interval('Passar TV upp till', 'Allmänt', 'tum'),
  'maxbelastning': interval('Maxbelastning', 'Allmänt', 'kg'),
  'vaggavstand': interval('Avstånd till vägg', 'Mått och vikt', 'cm'),
  'lutning': interval('Lutning', 'Allmänt', 'grader', { filter: false }),
  'kabelhantering': single('Kabelhantering', 'Funktioner'),
  'hdmi-version': single('HDMI-version', 'Allmänt'),
  'kabel-langd': interval('Längd', 'Mått och vikt', 'm'),
  'max-upplosning': single('Max upplösning', 'Allmänt'),
  'kontakter': single('Kontakter', 'Anslutningar'),
  'earc': single('Stöd för eARC', 'Funktioner', { description: 'eARC skickar ljud i full kvalitet från TV:n till soundbar eller förstärkare.' }),
  'flat-kabel': single('Platt kabel', 'Allmänt', { filter: false }),
  'mantel': single('Mantel', 'Allmänt', { filter: false }),

  // Computers, tablets and phones
  'processor': single('Processor', 'Allmänt'),
  'ram': interval('RAM-minne', 'Allmänt', 'GB'),
  'lagring': interval('Lagringskapacitet', 'Allmänt', 'GB'),
  'operativsystem': single('Operativsystem', 'Allmänt'),
  'grafik': single('Grafikkort', 'Allmänt'),
  'anslutningar-dator': multi('Anslutningar', 'Anslutningar'),
  'bakgrundsbelysning': single('Bakgrundsbelyst tangentbord', 'Funktioner'),
  'pekskarm': single('Pekskärm', 'Funktioner'),
  'webbkamera': single('Webbkamera', 'Funktioner', { filter: false }),
  'formfaktor': single('Formfaktor', 'Allmänt'),
  'natagg': interval('Nätaggregat', 'Allmänt', 'W', { filter: false }),
  'tangentbord-medf': single('Tangentbord och mus medföljer', 'Allmänt'),
  'mobilnat': single('Mobilnät', 'Anslutningar'),
  'kamera-mp': interval('Huvudkamera', 'Allmänt', 'MP'),
  'pennstod': single('Stöd för penna', 'Funktioner'),
  'anslutningar-mobil': multi('Anslutningar', 'Anslutningar'),
  'skarmtyp': single('Skärmtyp', 'Allmänt'),
  'batterikapacitet': interval('Batterikapacitet', 'Allmänt', 'mAh'),
  'dual-sim': single('Dual SIM', 'Anslutningar'),
  'paneltyp': single('Paneltyp', 'Allmänt'),
  'svarstid': interval('Svarstid', 'Allmänt', 'ms', { description: 'Hur snabbt en pixel byter färg. Lägre ger mindre rörelseoskärpa.' }),
  'anslutningar-skarm': multi('Anslutningar', 'Anslutningar'),
  'hojdjusterbar': single('Höjdjusterbar fot', 'Funktioner'),
  'bojd': single('Böjd skärm', 'Allmänt'),
  'anslutning': single('Anslutning', 'Anslutningar'),
  'dpi': interval('Upplösning', 'Allmänt', 'DPI'),
  'antal-knappar': interval('Antal knappar', 'Allmänt', 'st'),
  'ergonomi': single('Ergonomi', 'Allmänt'),
  'tyst-klick': single('Tysta klick', 'Funktioner'),
  'pollingfrekvens': interval('Pollingfrekvens', 'Allmänt', 'Hz', { filter: false }),
  'layout': single('Layout', 'Allmänt'),
  'tangentbord-storlek': single('Storlek', 'Allmänt'),
  'brytartyp': single('Brytartyp', 'Allmänt'),
  'multienhet': interval('Antal parkopplade enheter', 'Anslutningar', 'st'),
  'videoupplosning': single('Videoupplösning', 'Allmänt'),
  'bildfrekvens': interval('Bildfrekvens', 'Allmänt', 'fps'),
  'synfalt': interval('Synfält', 'Allmänt', 'grader'),
  'autofokus': single('Autofokus', 'Funktioner'),
  'sekretesslucka': single('Sekretesslucka', 'Funktioner'),
  'usb-anslutning': single('USB-anslutning', 'Anslutningar'),
  'montering': single('Montering', 'Allmänt'),

  // Watches and mobile accessories
  'boettstorlek': interval('Boettstorlek', 'Mått och vikt', 'mm'),
  'halsofunk': multi('Hälsofunktioner', 'Funktioner'),
  'gps': single('GPS', 'Funktioner'),
  'mobilnat-klocka': single('Mobilnät', 'Anslutningar'),
  'fungerar-med': multi('Fungerar med', 'Anslutningar'),
  'betalning': single('Kontaktlös betalning', 'Funktioner'),
  'sporter': multi('Sportlägen', 'Funktioner'),
  'kartor': single('Kartor i klockan', 'Funktioner'),
  'passar': single('Passar till', 'Allmänt'),
  'skaltyp': single('Typ', 'Allmänt'),
  'magsafe': single('MagSafe-kompatibel', 'Funktioner'),
  'fallskydd': interval('Fallskydd', 'Allmänt', 'm', { description: 'Testad fallhöjd mot hårt underlag.' }),
  'kortfack': single('Kortfack', 'Funktioner'),
  'tjocklek': interval('Tjocklek', 'Mått och vikt', 'mm', { filter: false }),
  'effekt-ladd': interval('Laddeffekt', 'Allmänt', 'W'),
  'laddartyp': single('Typ', 'Allmänt'),
  'antal-portar': interval('Antal portar', 'Anslutningar', 'st'),
  'portar': multi('Portar', 'Anslutningar'),
  'snabbladdning': multi('Snabbladdning', 'Funktioner', { description: 'Standarder för snabbladdning. Telefonen och kabeln måste också stödja samma standard.' }),
  'gan': single('GaN-teknik', 'Allmänt', { description: 'Galliumnitrid gör laddaren mindre och svalare vid samma effekt.' }),
  'kabel-medf': single('Kabel medföljer', 'Allmänt'),
  'kompatibla-enheter': multi('Passar för', 'Anslutningar'),
  'kapacitet-mah': interval('Kapacitet', 'Allmänt', 'mAh'),

  // Home and personal care
  'behallare': interval('Behållarvolym', 'Allmänt', 'liter'),
  'filter': single('Filter', 'Energi och miljö'),
  'sugeffekt': interval('Sugeffekt', 'Allmänt', 'AW', { description: 'Sugeffekt i air watts, ett mått på hur mycket smuts dammsugaren orkar lyfta.' }),
  'munstycken': multi('Munstycken', 'Funktioner'),
  'funk-dammsugare': multi('Funktioner', 'Funktioner'),
  'navigering': single('Navigering', 'Funktioner'),
  'moppfunktion': single('Moppfunktion', 'Funktioner'),
  'tomningsstation': single('Automatisk tömningsstation', 'Funktioner'),
  'sugeffekt-pa': interval('Sugeffekt', 'Allmänt', 'Pa'),
  'hinderhojd': interval('Klättrar över trösklar upp till', 'Allmänt', 'cm', { filter: false }),
  'dammsugartyp': single('Typ', 'Allmänt'),
  'rackvidd-sladd': interval('Räckvidd', 'Allmänt', 'm'),
  'rumsstorlek': interval('Rekommenderad rumsstorlek', 'Allmänt', 'm²'),
  'cadr': interval('CADR', 'Allmänt', 'm³/h', { description: 'Clean Air Delivery Rate: hur mycket renad luft renaren ger per timme.' }),
  'sensorer': multi('Sensorer', 'Funktioner'),
  'nattlage': single('Nattläge', 'Funktioner'),
  'flakttyp': single('Typ', 'Allmänt'),
  'hastigheter': interval('Antal hastigheter', 'Allmänt', 'st'),
  'oscillering': single('Oscillering', 'Funktioner'),
  'avfuktning': interval('Avfuktningskapacitet', 'Allmänt', 'liter/dygn'),
  'vattentank': interval('Vattentank', 'Allmänt', 'liter'),
  'hygrostat': single('Inbyggd hygrostat', 'Funktioner'),
  'dranering': single('Kontinuerlig dränering', 'Funktioner'),
  'tvattork': single('Torkläge för tvätt', 'Funktioner'),
  'tandborste-teknik': single('Teknik', 'Allmänt'),
  'rengoringslagen': interval('Antal rengöringslägen', 'Funktioner', 'st'),
  'trycksensor': single('Trycksensor', 'Funktioner', { description: 'Varnar när du borstar för hårt, för att skona tandköttet.' }),
  'borsthuvuden': interval('Medföljande borsthuvuden', 'Allmänt', 'st'),
  'reseetui': single('Reseetui', 'Allmänt'),
  'app': single('App-uppkoppling', 'Anslutningar'),
  'laddning': single('Laddning', 'Allmänt'),
  'rakteknik': single('Rakteknik', 'Allmänt'),
  'vat-torr': single('Våt och torr rakning', 'Funktioner'),
  'rengoringsstation': single('Rengöringsstation', 'Funktioner'),
  'trimmer': single('Trimmer', 'Funktioner'),
  'varmelagen': interval('Antal värmelägen', 'Funktioner', 'st'),
  'jonteknik': single('Jonteknik', 'Funktioner', { description: 'Negativa joner minskar statisk elektricitet och ger ett blankare hår.' }),
  'kalluft': single('Kalluftsknapp', 'Funktioner'),
  'munstycken-har': multi('Medföljande munstycken', 'Funktioner'),
  'strykjarnstyp': single('Typ', 'Allmänt'),
  'angstot': interval('Ångstöt', 'Allmänt', 'g/min'),
  'kontinuerlig-ang': interval('Kontinuerlig ånga', 'Allmänt', 'g/min'),
  'stryksula': single('Stryksula', 'Allmänt'),
  'avkalkning': single('Avkalkning', 'Funktioner'),

  // Kitchen
  'antal-koppar': interval('Antal koppar', 'Allmänt', 'st'),
  'kanna': single('Kanna', 'Allmänt'),
  'varmhallning': single('Varmhållning', 'Funktioner'),
  'bryggtid': interval('Bryggtid', 'Allmänt', 'minuter', { filter: false }),
  'ecbc': single('ECBC-godkänd', 'Allmänt', { description: 'Godkänd av European Coffee Brewing Centre för rätt temperatur och bryggtid.' }),
  'droppstopp': single('Droppstopp', 'Funktioner'),
  'espressotyp': single('Typ', 'Allmänt'),
  'pumptryck': interval('Pumptryck', 'Allmänt', 'bar'),
  'bonbehallare': interval('Bönbehållare', 'Allmänt', 'gram'),
  'kvarn': single('Inbyggd kvarn', 'Funktioner'),
  'mjolkskumning': single('Mjölkskumning', 'Funktioner'),
  'antal-drycker': interval('Antal drycker', 'Funktioner', 'st'),
  'rostning': single('Rostning', 'Allmänt'),
  'forpackningsstorlek': interval('Förpackningsstorlek', 'Allmänt', 'gram'),
  'ursprung': single('Ursprung', 'Allmänt'),
  'certifiering': multi('Certifiering', 'Energi och miljö'),
  'bryggmetod': multi('Passar för', 'Allmänt'),
  'bonsort': single('Bönsort', 'Allmänt'),
  'smakprofil': multi('Smakprofil', 'Allmänt'),
  'styrka': interval('Styrka', 'Allmänt', undefined, { description: 'Kaffets fyllighet på en skala från 1 till 5.' }),
  'forpackning': single('Förpackning', 'Allmänt', { filter: false }),
  'koffein': single('Koffein', 'Allmänt'),
  'volym-kok': interval('Volym', 'Allmänt', 'liter'),
  'temperaturval': single('Temperaturinställning', 'Funktioner'),
  'kalkfilter': single('Kalkfilter', 'Funktioner'),
  'sockel': single('Sladdlös med 360°-sockel', 'Funktioner'),
  'skalvolym': interval('Skålvolym', 'Allmänt', 'liter'),
  'tillbehor-kok': multi('Medföljande tillbehör', 'Funktioner'),
  'planetarisk': single('Planetarisk omrörning', 'Funktioner', { description: 'Vispen roterar runt sin egen axel och runt skålen, så att allt blandas jämnt.' }),
  'mixertyp': single('Typ', 'Allmänt'),
  'kanna-volym': interval('Kannans volym', 'Allmänt', 'liter'),
  'pulsfunktion': single('Pulsfunktion', 'Funktioner'),
  'krossa-is': single('Krossar is', 'Funktioner'),
  'program-mix': multi('Program', 'Funktioner'),
  'tillbehor-matb': multi('Medföljande tillbehör', 'Funktioner'),
  'matarror': single('Matarrör', 'Allmänt'),
  'antal-skivor': interval('Antal skivor', 'Allmänt', 'st'),
  'rostningslagen': interval('Rostningslägen', 'Funktioner', 'st'),
  'upptining': single('Upptiningsfunktion', 'Funktioner'),
  'bullvarmare': single('Bullvärmare', 'Funktioner'),
  'langa-fack': single('Långa fack', 'Allmänt'),
  'volym-af': interval('Volym', 'Allmänt', 'liter'),
  'antal-korgar-af': interval('Antal korgar', 'Allmänt', 'st'),
  'maxtemperatur': interval('Maxtemperatur', 'Allmänt', '°C'),
  'program-af': multi('Program', 'Funktioner'),
  'fonster': single('Fönster', 'Funktioner'),

  // Gaming
  'max-bildupplosning': single('Max upplösning', 'Allmänt'),
  'max-bildfrekvens': interval('Max bildfrekvens', 'Allmänt', 'fps'),
  'skivlasare': single('Skivläsare', 'Allmänt'),
  'handkontroller-medf': interval('Medföljande handkontroller', 'Allmänt', 'st'),
  'barbar': single('Bärbar', 'Allmänt'),
  'plattform': multi('Plattform', 'Allmänt'),
  'anslutning-kontroll': single('Anslutning', 'Anslutningar'),
  'vibration': single('Vibration', 'Funktioner'),
  'programmerbara': single('Programmerbara knappar', 'Funktioner'),
  'headsetuttag': single('Uttag för headset', 'Anslutningar'),
  'mikrofontyp': single('Mikrofon', 'Funktioner'),
  'surround': single('Surroundljud', 'Funktioner'),

  // Photo
  'sensortyp': single('Sensorstorlek', 'Allmänt'),
  'megapixel': interval('Upplösning', 'Allmänt', 'MP'),
  'video-max': single('Max videoupplösning', 'Allmänt'),
  'bildstab': single('Bildstabilisering', 'Funktioner'),
  'skarm-kamera': single('Skärm', 'Allmänt'),
  'sokare': single('Elektronisk sökare', 'Funktioner'),
  'serietagning': interval('Serietagning', 'Allmänt', 'bilder/s'),
  'batteri-bilder': interval('Batteritid', 'Allmänt', 'bilder'),
  'anslutningar-kamera': multi('Anslutningar', 'Anslutningar'),
  'levereras': single('Levereras', 'Allmänt'),
  'optisk-zoom': interval('Optisk zoom', 'Allmänt', 'x'),
  'fattning': single('Fattning', 'Allmänt'),
  'objektivtyp': single('Typ', 'Allmänt'),
  'brannvidd': interval('Brännvidd', 'Allmänt', 'mm'),
  'blandare': single('Största bländare', 'Allmänt'),
  'filterdiameter': interval('Filterdiameter', 'Mått och vikt', 'mm', { filter: false }),
  'vaderskydd': single('Väderskydd', 'Allmänt'),
  'ledtal': interval('Ledtal', 'Allmänt', undefined, { description: 'Blixtens styrka: högre ledtal räcker längre.' }),
  'passar-kamera': single('Passar', 'Allmänt'),
  'tradlos-blixt': single('Trådlös styrning', 'Funktioner'),
  'hss': single('Snabb synkronisering (HSS)', 'Funktioner'),
  'vinklingsbar': single('Vinklingsbart huvud', 'Funktioner'),
  'uppladdningstid': interval('Uppladdningstid', 'Allmänt', 'sekunder', { filter: false }),
  'korttyp': single('Korttyp', 'Allmänt'),
  'hastighetsklass': single('Hastighetsklass', 'Allmänt'),
  'lashastighet': interval('Läshastighet', 'Allmänt', 'MB/s'),
  'skrivhastighet': interval('Skrivhastighet', 'Allmänt', 'MB/s'),
  'adapter': single('Adapter medföljer', 'Allmänt'),
  'talighet': multi('Tålighet', 'Allmänt'),
  'anvandning': multi('Passar för', 'Allmänt'),
  'vasktyp': single('Typ', 'Allmänt'),
  'volym-vaska': interval('Volym', 'Allmänt', 'liter'),
  'laptopfack': single('Laptopfack', 'Allmänt'),
  'regnskydd': single('Regnskydd', 'Funktioner'),
  'antal-fack': interval('Antal fack', 'Allmänt', 'st'),

  // Services (gift cards, warranties, installation)
  'tjanstetyp': single('Typ av tjänst', 'Allmänt'),
  'leveranssatt': single('Leverans', 'Allmänt', { filter: false }),
  'giltighetstid': interval('Giltighetstid', 'Allmänt', 'månader'),
  'galler-for': multi('Gäller för', 'Allmänt'),
  'anvands': multi('Kan användas', 'Allmänt', { filter: false }),
  'bekraftelse': single('Bekräftelse', 'Allmänt', { filter: false }),
  'personlig-halsning': single('Personlig hälsning', 'Funktioner', { filter: false }),
  'angerratt-tjanst': single('Ångerrätt', 'Allmänt', { description: 'Ångerrätten för tjänster upphör när tjänsten har utförts med ditt samtycke.', filter: false }),
  'utfors-av': single('Utförs av', 'Allmänt', { filter: false }),
  'kundservice': single('Support', 'Allmänt', { filter: false }),
};

// ---------------------------------------------------------------------------------------
// Product kinds
// ---------------------------------------------------------------------------------------

export type SpecValue = string | number;

export interface KindSpec {
  /** Key in SPEC_GROUPS. */
  key: string;
  /** The values products of this kind can have (numbers for interval groups). */
  values: readonly SpecValue[];
  weights?: readonly number[];
}

export interface BrandOverride {
  /** Replaces the kind's noun in names, e.g. 'QNED-TV' for LG. */
  noun?: string;
  /** Narrows spec values for this brand, e.g. the operating system. */
  specs?: Readonly<Record<string, readonly SpecValue[]>>;
}

/** [brand name, series, model pattern ('#' digit, '@' capital letter), override]. */
export type BrandModel = readonly [string, readonly string[], string, BrandOverride?];

export interface KindDef {
  /** Illustration (and image file name prefix), see media.ts. */
  icon: string;
  /** What the thing is called at the end of a name: 'kyl/frys'. */
  noun: string;
  /**
   * Name template: {brand} {series} {model} {noun} and spec keys ({skarmstorlek}, {lagring:lc}).
   * A [bracketed] part is dropped for variant families when it mentions a variant axis.
   */
  name: string;
  brands: readonly BrandModel[];
  /** Colour slugs products of this kind come in; empty for colourless goods. */
  colors: readonly string[];
  /** Illustration colour for colourless goods. */
  imageColor?: string;
  /** Regular price range in kronor incl. VAT, before the brand premium. */
  price: readonly [number, number];
  /** The spec whose value rank drives the price (bigger screen, more litres: dearer). */
  priceBy?: string;
  specs: readonly KindSpec[];
  /** EU energy label (the 'energiklass' spec gives the class). */
  energyLabel?: boolean;
  /** Card info lines, rendered as '- {line}'. */
  info: readonly string[];
  /** One-sentence card texts, used when a card gets no list. */
  taglines: readonly string[];
  /** First sentence of the description. */
  intro: readonly string[];
  /** Description sentences, a few are picked per product. */
  sentences: readonly string[];
  variants?: readonly VariantAxis[];
  /** Standalone products of this kind carry their colour in the name ('…, Svart'). */
  colorInName?: boolean;
  vat?: VatClass;
  /** Unbranded products (brand id 1): chance and their own name pattern. */
  generic?: { chance: number; series: readonly string[]; name: string };
  /** Extra kronor per storage step for storage variants. */
  storageStepKr?: number;
  digital?: boolean;
}

const YN: readonly string[] = ['Ja', 'Nej'];

function s(key: string, values: readonly SpecValue[], weights?: readonly number[]): KindSpec {
  return weights ? { key, values, weights } : { key, values };
}

/** Inclusive numeric range with a step, free of float drift. */
function r(from: number, to: number, step = 1): number[] {
  const out: number[] = [];
  const n = Math.round((to - from) / step);
  for (let i = 0; i <= n; i++) out.push(Math.round((from + i * step) * 100) / 100);
  return out;
}

const APPLIANCE_CLOSING = [
  'Vi kan leverera och installera produkten och ta med den gamla för återvinning, välj det i kassan.',
  'Alla vitvaror levereras med svensk bruksanvisning och tillverkarens service i hela landet.',
];

const FRIDGE_FUNCS = ['No Frost', 'Multiflow', 'Snabbkylning', 'Snabbfrysning', 'Dörrlarm', 'Semesterläge', 'Färskhetslåda', 'Flaskhylla', 'LED-belysning'];
const FREEZER_FUNCS = ['No Frost', 'Snabbfrysning', 'Temperaturlarm', 'Dörrlarm', 'Semesterläge', 'Isbitslåda', 'Display i dörren'];
const WASH_PROGRAMS = ['Snabbtvätt', 'Ull', 'Allergi', 'Ånga', 'Tidsfördröjning', 'Automatisk dosering', 'Eco 40–60', 'Sport', 'Duntäcke'];
const OVEN_FUNCS = ['Varmluft', 'Grill', 'Pyrolys', 'Ånga', 'Stektermometer', 'Teleskopskenor', 'Snabbuppvärmning', 'Pizzafunktion'];
const TV_CONNECTIONS = ['HDMI 2.1', 'USB', 'Wi-Fi', 'Bluetooth', 'Ethernet', 'Optisk ljudutgång', 'AirPlay 2', 'Chromecast'];
const AUDIO_CONNECTIONS = ['Bluetooth 5.3', 'Bluetooth 5.0', '3,5 mm-uttag', 'USB-C', 'Multipoint'];
const HEADPHONE_FUNCS = ['Transparensläge', 'App med equalizer', 'Rumsligt ljud', 'Bärsensor', 'Snabbladdning', 'Röstassistent'];
const COMPUTER_CONNECTIONS = ['USB-C', 'USB-A', 'HDMI', 'Thunderbolt 4', 'Wi-Fi 6E', 'Wi-Fi 7', 'Bluetooth 5.3', 'Kortläsare', '3,5 mm-uttag'];
const MOBILE_CONNECTIONS = ['USB-C', 'Bluetooth 5.3', 'Wi-Fi 6', 'Wi-Fi 6E', '5G', 'NFC'];
const HEALTH_FUNCS = ['Puls', 'EKG', 'Blodsyre', 'Sömnanalys', 'Stressmätning', 'Temperatursensor', 'Fallolycksdetektering'];
const SMART = ['App', 'Wi-Fi', 'Röststyrning', 'Google Assistant', 'Amazon Alexa', 'Apple HomeKit'];
const WARRANTY_2_3 = ['2 år', '3 år'];
const WARRANTY_1_2 = ['1 år', '2 år'];

const TV_BASE = {
  icon: 'tv',
  name: '{brand} {skarmstorlek}" {noun} {series}{model}',
  colors: ['svart', 'silver'],
  priceBy: 'skarmstorlek',
  energyLabel: true,
  info: ['{skarmstorlek}" {upplosning}', '{uppdateringsfrekvens} Hz', '{plattform-tv}', '{hdr}', 'Energiklass {energiklass}'],
  intro: [
    '{name} ger dig skarp bild och stark kontrast i {skarmstorlek} tum.',
    'Med {name} får du en stor och tydlig bild för film, sport och spel.',
  ],
  sentences: [
    'Bildprocessorn skalar upp vanliga sändningar så att de ser skarpare ut.',
    'Med {uppdateringsfrekvens} Hz blir rörelser i sport och spel mjuka och följsamma.',
    'Strömningstjänsterna finns samlade i menyn, så du kommer snabbt till dina serier.',
    'Spelläget sänker fördröjningen så att handkontrollen svarar direkt.',
    'Den tunna ramen gör att bilden tar plats, inte TV:n.',
    'TV:n kan hängas på väggen med ett väggfäste eller stå på den medföljande foten.',
  ],
  taglines: [
    'Skarp bild och smarta funktioner för hela familjen.',
    'Stor bild med klara färger och mjuka rörelser.',
    'Smart-TV med alla dina strömningstjänster samlade.',
  ],
} as const;

const LAPTOP_BASE = {
  icon: 'laptop',
  name: '{brand} {series} {skarmstorlek}" {noun}',
  colors: ['gra', 'silver', 'svart'],
  priceBy: 'ram',
  info: ['{processor}', '{ram} GB RAM', '{lagring} GB SSD', '{skarmstorlek}" {upplosning}', '{operativsystem}'],
  intro: [
    '{name} är en smidig dator för både arbete och nöje.',
    'Med {name} har du kraften med dig vart du än går.',
  ],
  sentences: [
    'Med {ram} GB RAM flyter det på även med många program och flikar öppna.',
    'SSD-disken på {lagring} GB gör att datorn startar på några sekunder.',
    'Batteriet räcker upp till {batteritid} timmar vid normal användning.',
    'Webbkameran och mikrofonerna gör videomöten tydliga.',
    'Det bakgrundsbelysta tangentbordet gör det lätt att skriva även i dunkel belysning.',
    'Med Wi-Fi och Bluetooth ansluter du enkelt hörlurar, mus och nätverk.',
  ],
  taglines: [
    'Tunn och lätt dator med bra batteritid.',
    'Snabb bärbar dator för jobb, skola och nöje.',
    'Kraftfull dator med skarp skärm och snabb SSD.',
  ],
} as const;

const laptopSpecs = (os: readonly string[], gpu: readonly string[], ram: readonly number[]): KindSpec[] => [
  s('skarmstorlek', [13, 13.3, 14, 15.6, 16, 17.3]),
  s('processor', ['Intel Core i5', 'Intel Core i7', 'Intel Core Ultra 5', 'Intel Core Ultra 7', 'AMD Ryzen 5', 'AMD Ryzen 7', 'Snapdragon X Plus']),
  s('ram', ram),
  s('lagring', [256, 512, 1024, 2048], [3, 4, 2, 1]),
  s('operativsystem', os),
  s('grafik', gpu),
  s('upplosning', ['Full HD', 'WUXGA', '2,8K', 'QHD+']),
  s('uppdateringsfrekvens', [60, 90, 120, 144, 165, 240]),
  s('batteritid', r(6, 22)),
  s('vikt', [1.2, 1.3, 1.4, 1.5, 1.7, 1.9, 2.2, 2.5]),
  s('anslutningar-dator', COMPUTER_CONNECTIONS),
  s('bakgrundsbelysning', YN, [4, 1]),
  s('pekskarm', YN, [1, 4]),
  s('webbkamera', ['720p', '1080p', '1440p']),
  s('garanti', WARRANTY_2_3, [3, 1]),
];

const DESKTOP_BASE = {
  icon: 'stationar-dator',
  name: '{brand} {series} {noun}',
  colors: ['svart', 'vit', 'gra'],
  priceBy: 'ram',
  info: ['{processor}', '{ram} GB RAM', '{lagring} GB SSD', '{grafik}'],
  intro: [
    '{name} är en stabil dator för skrivbordet med gott om kraft.',
    'Med {name} får du en tyst och kraftfull dator som klarar det mesta.',
  ],
  sentences: [
    'Med {ram} GB RAM klarar datorn tunga program och många uppgifter samtidigt.',
    'Lagringen på {lagring} GB SSD ger snabba starter och korta laddtider.',
    'Gott om portar på fram- och baksidan gör det enkelt att ansluta skärmar och tillbehör.',
    'Kylningen är dimensionerad för att hålla datorn tyst även under belastning.',
    'Datorn går enkelt att uppgradera med mer minne och lagring längre fram.',
  ],
  taglines: [
    'Kraftfull dator för skrivbordet.',
    'Tyst och snabb dator för hem och kontor.',
  ],
} as const;

const desktopSpecs = (gpu: readonly string[], os: readonly string[]): KindSpec[] => [
  s('processor', ['Intel Core i5', 'Intel Core i7', 'Intel Core i9', 'AMD Ryzen 5', 'AMD Ryzen 7', 'AMD Ryzen 9', 'Apple M4', 'Apple M4 Pro']),
  s('ram', [8, 16, 32, 64]),
  s('lagring', [512, 1024, 2048], [3, 3, 1]),
  s('grafik', gpu),
  s('operativsystem', os),
  s('formfaktor', ['Tower', 'Mini-PC', 'Allt-i-ett']),
  s('anslutningar-dator', COMPUTER_CONNECTIONS),
  s('natagg', [180, 300, 500, 650, 750, 850]),
  s('tangentbord-medf', YN),
  s('vikt', r(1, 15)),
  s('garanti', WARRANTY_2_3, [3, 1]),
];

const MOUSE_BASE = {
  icon: 'mus',
  name: '{brand} {series} {noun}',
  colors: ['svart', 'gra', 'vit', 'rosa'],
  info: ['{anslutning}', '{dpi} DPI', '{antal-knappar} knappar', '{ergonomi}'],
  intro: [
    '{name} ligger bekvämt i handen och följer varje rörelse exakt.',
    'Med {name} jobbar och spelar du med precision hela dagen.',
  ],
  sentences: [
    'Sensorn på {dpi} DPI ger exakt markörkontroll även på blanka ytor.',
    'Musen har {antal-knappar} knappar som går att anpassa i tillverkarens app.',
    'Formen är framtagen för att avlasta handleden under långa arbetspass.',
    'Scrollhjulet är snabbt och tyst, perfekt för långa dokument.',
  ],
  taglines: [
    'Ergonomisk mus med exakt sensor.',
    'Bekväm mus för jobb och fritid.',
  ],
} as const;

const KEYBOARD_BASE = {
  icon: 'tangentbord',
  name: '{brand} {series} {noun}',
  colors: ['svart', 'gra', 'vit'],
  info: ['{anslutning}', '{layout} layout', '{brytartyp}', '{tangentbord-storlek}'],
  intro: [
    '{name} har ett tydligt anslag som gör det skönt att skriva länge.',
    'Med {name} skriver du snabbt och bekvämt, tangent efter tangent.',
  ],
  sentences: [
    'Tangentbordet har {layout:lc} layout med å, ä och ö på rätt plats.',
    'Bakgrundsbelysningen tänds när händerna närmar sig tangenterna.',
    'Du kan växla mellan flera parkopplade enheter med ett knapptryck.',
    'Det stabila chassit gör att tangentbordet ligger stilla på bordet.',
  ],
  taglines: [
    'Tangentbord med svensk layout och skönt anslag.',
    'Tyst och stabilt tangentbord för vardagen.',
  ],
} as const;

export const KINDS: Readonly<Record<string, KindDef>> = {
  // ----- Vitvaror -----
  'kylfrys': {
    icon: 'kylfrys',
    noun: 'kyl/frys',
    name: '{brand} {series} {model} {noun}',
    brands: [
      ['Bosch', ['Serie 2', 'Serie 4', 'Serie 6'], 'KGN##@@EA'],
      ['Siemens', ['iQ300', 'iQ500'], 'KG##N@@CA'],
      ['Electrolux', ['600', '700', '800'], 'LNT#@@##@#'],
      ['Samsung', [''], 'RB3#C#@#@@#EF'],
      ['LG', [''], 'GBB#2@@@@@#'],
      ['Miele', [''], 'KFN #### @@'],
      ['Whirlpool', [''], 'W#X 8#@ @@'],
    ],
    colors: ['vit', 'rostfri', 'svart', 'silver'],
    price: [5990, 22990],
    priceBy: 'volym',
    energyLabel: true,
    specs: [
      s('volym', [250, 280, 300, 320, 340, 367, 380, 400]),
      s('energiklass', ['A', 'B', 'C', 'D', 'E'], [1, 2, 4, 4, 2]),
      s('energiforbrukning', r(110, 290, 10)),
      s('ljudniva', r(33, 42)),
      s('installation', ['Fristående', 'Integrerad'], [5, 1]),
      s('bredd', [55, 60, 70]),
      s('hojd', [176, 186, 192, 201, 203]),
      s('djup', [60, 63, 66, 67]),
      s('antal-frysfack', [3, 4]),
      s('funk-kyl', FRIDGE_FUNCS),
      s('klimatklass', ['SN-T', 'N-ST', 'SN-ST']),
      s('dorrhangning', ['Höger, omhängbar', 'Vänster, omhängbar']),
      s('garanti', ['2 år', '5 år'], [4, 1]),
    ],
    info: ['{volym} liter totalt', '{funk-kyl}', 'Energiklass {energiklass}', 'Ljudnivå {ljudniva} dB', '{bredd} cm bred'],
    taglines: [
      'Rymlig kyl/frys med smart förvaring för hela familjen.',
      'Tyst och energisnål kyl/frys som håller maten fräsch längre.',
      'Kyl/frys med gott om plats för både vardag och storhandling.',
    ],
    intro: [
      '{name} har {volym} liter total volym, med plats för både färskvaror och frysta råvaror.',
      'Med {name} får du en rymlig kombination av kylskåp och frys i ett och samma skåp.',
    ],
    sentences: [
      'Fläktkylningen fördelar kylan jämnt, så att maten håller samma temperatur på alla hyllor.',
      'Färskhetslådan håller frukt och grönsaker krispiga längre.',
      'Med No Frost bildas ingen is i frysen, så du slipper frosta av.',
      'Ljudnivån på {ljudniva} dB gör skåpet väl lämpat för öppna planlösningar.',
      'Hyllorna är i härdat glas och går enkelt att flytta efter behov.',
      'Dörrlarmet piper om dörren står öppen för länge.',
      ...APPLIANCE_CLOSING,
    ],
  },
  'kylskap': {
    icon: 'kylskap',
    noun: 'kylskåp',
    name: '{brand} {series} {model} {noun}',
    brands: [
      ['Bosch', ['Serie 4', 'Serie 6'], 'KSV##@@EP'],
      ['Siemens', ['iQ300', 'iQ500'], 'KS##V@@EP'],
      ['Electrolux', ['600', '700'], 'LRC#@##@'],
      ['Samsung', [''], 'RR39C#@#@@#EF'],
      ['LG', [''], 'GLT#1@@@@E'],
      ['Miele', [''], 'K #### @@'],
      ['Whirlpool', [''], 'SW#@ ##@ @'],
    ],
    colors: ['vit', 'rostfri', 'svart'],
    price: [4990, 16990],
    priceBy: 'volym',
    energyLabel: true,
    specs: [
      s('volym', [242, 300, 330, 346, 359, 385, 400]),
      s('energiklass', ['A', 'B', 'C', 'D', 'E'], [1, 2, 4, 3, 2]),
      s('energiforbrukning', r(70, 150, 5)),
      s('ljudniva', r(32, 41)),
      s('installation', ['Fristående', 'Integrerad'], [4, 1]),
      s('bredd', [55, 60]),
      s('hojd', [145, 155, 176, 186]),
      s('djup', [60, 63, 66]),
      s('antal-hyllor', [4, 5, 6, 7]),
      s('funk-kyl', FRIDGE_FUNCS.filter((f) => f !== 'No Frost' && f !== 'Snabbfrysning')),
      s('klimatklass', ['SN-T', 'N-ST']),
      s('dorrhangning', ['Höger, omhängbar', 'Vänster, omhängbar']),
      s('garanti', ['2 år', '5 år'], [4, 1]),
    ],
    info: ['{volym} liter kylvolym', '{antal-hyllor} hyllor', '{funk-kyl}', 'Energiklass {energiklass}'],
    taglines: [
      'Rymligt kylskåp utan frys, med plats för allt du behöver.',
      'Tyst kylskåp med jämn temperatur på alla hyllor.',
    ],
    intro: [
      '{name} är ett helkylskåp på {volym} liter, perfekt tillsammans med ett separat frysskåp.',
      'Med {name} får du gott om kylutrymme och {antal-hyllor} flyttbara hyllor.',
    ],
    sentences: [
      'Snabbkylningen sänker temperaturen tillfälligt när du har handlat mycket.',
      'Flaskhyllan rymmer flera flaskor liggande utan att ta plats från hyllorna.',
      'LED-belysningen lyser upp hela skåpet utan att värma.',
      'Skåpet passar fint bredvid ett frysskåp i samma serie.',
      ...APPLIANCE_CLOSING,
    ],
  },
  'sidebyside': {
    icon: 'sidebyside',
    noun: 'side by side-kyl/frys',
    name: '{brand} {model} {noun}',
    brands: [
      ['Samsung', [''], 'RS6#DG#@@#@#EF'],
      ['LG', [''], 'GSLV##@@@@'],
      ['Whirlpool', [''], 'WQ9 @#@'],
      ['Electrolux', [''], 'LLI#@##@'],
    ],
    colors: ['rostfri', 'svart', 'silver'],
    price: [14990, 39990],
    priceBy: 'volym',
    energyLabel: true,
    specs: [
      s('volym', [560, 591, 609, 635, 655]),
      s('energiklass', ['C', 'D', 'E', 'F'], [2, 3, 3, 1]),
      s('energiforbrukning', r(280, 420, 10)),
      s('ljudniva', r(35, 42)),
      s('installation', ['Fristående']),
      s('bredd', [90, 91, 92]),
      s('hojd', [178, 179, 180]),
      s('djup', [69, 72, 73]),
      s('funk-kyl', [...FRIDGE_FUNCS, 'Vattendispenser', 'Isbitsberedare']),
      s('vattenanslutning', ['Fast vattenanslutning', 'Vattentank', 'Ingen']),
      s('smart-styrning', SMART),
      s('garanti', ['2 år', '5 år'], [3, 1]),
    ],
    info: ['{volym} liter totalt', '{funk-kyl}', '{vattenanslutning}', 'Energiklass {energiklass}'],
    taglines: [
      'Amerikansk kyl/frys med isbitar och kallt vatten direkt ur dörren.',
      'Extra rymlig kyl/frys för stora hushåll.',
    ],
    intro: [
      '{name} är en amerikansk kyl/frys med {volym} liter för stora hushåll.',
      'Med {name} får du kyl och frys sida vid sida, med gott om plats för storhandlingen.',
    ],
    sentences: [
      'Isbitsberedaren ger dig isbitar eller krossad is med en knapptryckning.',
      'Skåpet är {bredd} cm brett, så mät gärna dörrar och passager innan leveransen.',
      'Via appen kan du se temperaturen och få larm om dörren står öppen.',
      'Breda hyllor gör det lätt att ställa in stora fat och bakplåtar.',
      ...APPLIANCE_CLOSING,
    ],
  },
  'frysskap': {
    icon: 'frysskap',
    noun: 'frysskåp',
    name: '{brand} {series} {model} {noun}',
    brands: [
      ['Bosch', ['Serie 4', 'Serie 6'], 'GSN##@@EP'],
      ['Siemens', ['iQ300', 'iQ500'], 'GS##N@@EP'],
      ['Electrolux', ['600', '700'], 'LUT#@##@'],
      ['Samsung', [''], 'RZ32C#@#@@#EF'],
      ['LG', [''], 'GFT#1@@@@E'],
      ['Whirlpool', [''], 'UW#@ @##@ @'],
    ],
    colors: ['vit', 'rostfri', 'svart'],
    price: [4990, 15990],
    priceBy: 'frysvolym',
    energyLabel: true,
    specs: [
      s('frysvolym', [194, 210, 225, 242, 255, 280]),
      s('energiklass', ['B', 'C', 'D', 'E', 'F'], [1, 2, 4, 4, 2]),
      s('energiforbrukning', r(150, 260, 10)),
      s('ljudniva', r(35, 42)),
      s('installation', ['Fristående', 'Integrerad'], [4, 1]),
      s('bredd', [55, 60]),
      s('hojd', [145, 176, 186]),
      s('djup', [60, 63, 66]),
      s('antal-frysfack', [5, 6, 7, 8]),
      s('funk-frys', FREEZER_FUNCS),
      s('forvaringstid', r(12, 30, 2)),
      s('dorrhangning', ['Höger, omhängbar', 'Vänster, omhängbar']),
      s('garanti', ['2 år', '5 år'], [4, 1]),
    ],
    info: ['{frysvolym} liter frysvolym', '{antal-frysfack} frysfack', '{funk-frys}', 'Energiklass {energiklass}'],
    taglines: [
      'Rymligt frysskåp med No Frost, så du slipper frosta av.',
      'Frysskåp med gott om lådor för smart förvaring.',
    ],
    intro: [
      '{name} rymmer {frysvolym} liter fördelat på {antal-frysfack} frysfack.',
      'Med {name} får du ett lättorganiserat frysskåp för familjens förråd.',
    ],
    sentences: [
      'Maten håller sig fryst i upp till {forvaringstid} timmar om strömmen skulle gå.',
      'Snabbfrysningen sänker temperaturen innan du lägger in stora mängder färsk mat.',
      'Temperaturlarmet varnar om det blir för varmt i frysen.',
      'Genomskinliga lådor gör det lätt att se vad som finns i frysen.',
      ...APPLIANCE_CLOSING,
    ],
  },
  'frysbox': {
    icon: 'frysbox',
    noun: 'frysbox',
    name: '{brand} {model} {noun}',
    brands: [
      ['Electrolux', [''], 'LCB#@##@'],
      ['Bosch', ['Serie 4', 'Serie 6'], 'GCM##@@EP'],
      ['Whirlpool', [''], 'WH#### @#'],
      ['Siemens', ['iQ300'], 'GC##M@@EP'],
    ],
    colors: ['vit'],
    price: [3490, 8990],
    priceBy: 'frysvolym',
    energyLabel: true,
    specs: [
      s('frysvolym', [98, 144, 198, 255, 308, 371, 400]),
      s('energiklass', ['C', 'D', 'E', 'F'], [1, 2, 4, 3]),
      s('energiforbrukning', r(120, 330, 10)),
      s('ljudniva', r(38, 43)),
      s('installation', ['Fristående']),
      s('bredd', [55, 81, 95, 112, 132, 150]),
      s('hojd', [85, 86]),
      s('djup', [56, 66, 70]),
      s('antal-korgar', [1, 2, 3]),
      s('funk-frys', ['Snabbfrysning', 'Temperaturlarm', 'LED-belysning', 'Frostmatic']),
      s('forvaringstid', r(20, 48, 4)),
      s('las', YN, [1, 3]),
      s('garanti', ['2 år', '5 år'], [4, 1]),
    ],
    info: ['{frysvolym} liter', '{antal-korgar} korgar', 'Klarar strömavbrott i {forvaringstid} timmar', 'Energiklass {energiklass}'],
    taglines: [
      'Frysbox för garaget, källaren eller förrådet.',
      'Rymlig frysbox med lång förvaringstid vid strömavbrott.',
    ],
    intro: [
      '{name} rymmer {frysvolym} liter och passar bra i förrådet eller källaren.',
      'Med {name} får du extra frysutrymme för bär, vilt och storköp.',
    ],
    sentences: [
      'Frysboxen klarar att hålla maten fryst i {forvaringstid} timmar vid strömavbrott.',
      'Korgarna gör det enkelt att hålla ordning på det du oftast använder.',
      'Locket har en balanserad gångjärnsfunktion som stannar i öppet läge.',
      'Frysboxen fungerar även i ouppvärmda utrymmen ned till minusgrader.',
      ...APPLIANCE_CLOSING,
    ],
  },
  'tvattmaskin': {
    icon: 'tvattmaskin',
    noun: 'tvättmaskin',
    name: '{brand} {series} {model} {noun}',
    brands: [
      ['Bosch', ['Serie 4', 'Serie 6', 'Serie 8'], 'WGG##4@@SN'],
      ['Siemens', ['iQ300', 'iQ500', 'iQ700'], 'WG##G2@@SN'],
      ['Electrolux', ['600', '700', '800'], 'EW#F#48@#'],
      ['Samsung', [''], 'WW9#DB#@@@@@S#'],
      ['LG', [''], 'F#Y#@@@@@'],
      ['Miele', [''], 'WWD ### WCS'],
      ['Whirlpool', [''], 'FFD #### @V'],
    ],
    colors: ['vit', 'svart', 'silver'],
    price: [4990, 17990],
    priceBy: 'kapacitet-kg',
    energyLabel: true,
    specs: [
      s('kapacitet-kg', [7, 8, 9, 10, 11]),
      s('centrifugering', [1200, 1400, 1600], [2, 4, 1]),
      s('energiklass', ['A', 'B', 'C'], [5, 2, 1]),
      s('energi-100', r(45, 70, 5)),
      s('vattenforbrukning', r(40, 55)),
      s('ljudniva', r(70, 79)),
      s('installation', ['Fristående', 'Integrerad'], [6, 1]),
      s('bredd', [60]),
      s('hojd', [85]),
      s('djup', [55, 59, 61, 64, 66]),
      s('program-tvatt', WASH_PROGRAMS),
      s('smart-styrning', SMART),
      s('garanti', ['2 år', '5 år', '10 år'], [6, 2, 1]),
    ],
    info: ['{kapacitet-kg} kg tvättkapacitet', '{centrifugering} varv/min', '{program-tvatt}', 'Energiklass {energiklass}'],
    taglines: [
      'Energisnål tvättmaskin med program för all slags tvätt.',
      'Tvättmaskin med ånga som minskar skrynkel och allergener.',
      'Rymlig och tyst tvättmaskin för familjens tvätt.',
    ],
    intro: [
      '{name} tvättar upp till {kapacitet-kg} kg åt gången och centrifugerar i {centrifugering} varv per minut.',
      'Med {name} blir tvätten ren och skonsamt behandlad, från ylletröjor till lakan.',
    ],
    sentences: [
      'Programmet Eco 40–60 tvättar normalt smutsig tvätt med minsta möjliga energi.',
      'Automatisk dosering tar lagom mycket tvättmedel och sparar både pengar och miljö.',
      'Ångprogrammet minskar skrynklor och tar bort lukt från kläder som inte behöver tvättas.',
      'Den stora luckan gör det lätt att lasta in täcken och sängkläder.',
      'Med tidsfördröjningen kan du låta maskinen tvätta när elen är billigare.',
      ...APPLIANCE_CLOSING,
    ],
  },
  'torktumlare': {
    icon: 'torktumlare',
    noun: 'torktumlare',
    name: '{brand} {series} {model} {noun}',
    brands: [
      ['Bosch', ['Serie 4', 'Serie 6', 'Serie 8'], 'WQG##5@@SN'],
      ['Siemens', ['iQ300', 'iQ500'], 'WQ##G2@@SN'],
      ['Electrolux', ['600', '700', '800'], 'EW#H#8@#'],
      ['Samsung', [''], 'DV9#BB#@@@@@S#'],
      ['Miele', [''], 'TWD ### WP'],
      ['Whirlpool', [''], 'FFT M## 8@@ @'],
    ],
    colors: ['vit', 'svart', 'silver'],
    price: [4990, 16990],
    priceBy: 'kapacitet-kg',
    energyLabel: true,
    specs: [
      s('kapacitet-kg', [7, 8, 9]),
      s('torkteknik', ['Värmepump', 'Kondens', 'Frånluft'], [6, 2, 1]),
      s('energiklass', ['A', 'B', 'C', 'D'], [5, 2, 1, 1]),
      s('energiforbrukning', r(150, 560, 10)),
      s('ljudniva', r(62, 66)),
      s('installation', ['Fristående']),
      s('bredd', [60]),
      s('hojd', [85]),
      s('djup', [60, 61, 64, 65]),
      s('program-tork', ['Skrynkelskydd', 'Ull', 'Tidsfördröjning', 'Fuktsensor', 'Sport', 'Snabbtork', 'Uppfräschning']),
      s('smart-styrning', SMART),
      s('garanti', ['2 år', '5 år', '10 år'], [6, 2, 1]),
    ],
    info: ['{kapacitet-kg} kg', '{torkteknik}', '{program-tork}', 'Energiklass {energiklass}'],
    taglines: [
      'Energisnål torktumlare med värmepump.',
      'Torktumlare som känner av när tvätten är torr.',
    ],
    intro: [
      '{name} torkar upp till {kapacitet-kg} kg tvätt skonsamt och effektivt.',
      'Med {name} får du torr och mjuk tvätt utan att behöva hänga upp den.',
    ],
    sentences: [
      'Fuktsensorn stoppar programmet när tvätten är torr, så den inte torkas för länge.',
      'Värmepumpstekniken torkar vid lägre temperatur och sparar mycket energi.',
      'Skrynkelskyddet vänder tvätten då och då efter programslut.',
      'Torktumlaren kan ställas ovanpå en tvättmaskin med en mellansats.',
      ...APPLIANCE_CLOSING,
    ],
  },
  'tvatt-tork': {
    icon: 'tvattmaskin',
    noun: 'kombimaskin',
    name: '{brand} {series} {model} {noun}',
    brands: [
      ['Bosch', ['Serie 6', 'Serie 8'], 'WNG##4@@SN'],
      ['Electrolux', ['700', '800'], 'EW#W#6@#'],
      ['Samsung', [''], 'WD1#DB#@@@@@S#'],
      ['LG', [''], 'F#D#@@@@@'],
    ],
    colors: ['vit', 'svart'],
    price: [7990, 19990],
    priceBy: 'kapacitet-kg',
    energyLabel: true,
    specs: [
      s('kapacitet-kg', [8, 9, 10, 11]),
      s('kapacitet-tork', [5, 6, 7]),
      s('centrifugering', [1400, 1600]),
      s('energiklass', ['A', 'B', 'C', 'D', 'E'], [2, 3, 3, 2, 1]),
      s('energi-100', r(50, 90, 5)),
      s('vattenforbrukning', r(45, 70, 5)),
      s('ljudniva', r(72, 79)),
      s('installation', ['Fristående']),
      s('bredd', [60]),
      s('hojd', [85]),
      s('djup', [57, 61, 64]),
      s('program-tvatt', WASH_PROGRAMS),
      s('garanti', ['2 år', '5 år'], [4, 1]),
    ],
    info: ['Tvättar {kapacitet-kg} kg', 'Torkar {kapacitet-tork} kg', '{program-tvatt}', 'Energiklass {energiklass}'],
    taglines: [
      'Tvätt och tork i en maskin, perfekt när utrymmet är begränsat.',
      'Kombimaskin som tvättar och torkar i ett svep.',
    ],
    intro: [
      '{name} tvättar {kapacitet-kg} kg och torkar {kapacitet-tork} kg i samma maskin.',
      'Med {name} får du både tvättmaskin och torktumlare på en maskins yta.',
    ],
    sentences: [
      'Välj tvätt och tork i ett svep, så är tvätten klar att vika när du kommer hem.',
      'Maskinen passar bra i små badrum där det inte finns plats för två maskiner.',
      'Ångprogrammet fräschar upp kläder utan full tvätt.',
      ...APPLIANCE_CLOSING,
    ],
  },
  'diskmaskin': {
    icon: 'diskmaskin',
    noun: 'diskmaskin',
    name: '{brand} {series} {model} {noun}',
    brands: [
      ['Bosch', ['Serie 2', 'Serie 4', 'Serie 6'], 'SMS#4@@##S'],
      ['Siemens', ['iQ300', 'iQ500'], 'SN##H@##TS'],
      ['Electrolux', ['600', '700', '800'], 'ESF#@##@'],
      ['Miele', [''], 'G #### SC'],
      ['Samsung', [''], 'DW60@G#@@@@'],
      ['Whirlpool', [''], 'WFC #C##'],
    ],
    colors: ['vit', 'rostfri', 'svart'],
    price: [3990, 14990],
    priceBy: 'kuvert',
    energyLabel: true,
    specs: [
      s('kuvert', [9, 10, 12, 13, 14, 15]),
      s('energiklass', ['A', 'B', 'C', 'D', 'E'], [1, 3, 3, 3, 2]),
      s('energi-100', r(55, 95, 5)),
      s('vattenforbrukning', r(8, 12)),
      s('ljudniva', r(39, 46)),
      s('installation', ['Fristående', 'Integrerad', 'Underbyggd'], [3, 3, 1]),
      s('bredd', [45, 60], [1, 4]),
      s('hojd', [82, 85]),
      s('djup', [55, 60]),
      s('program-disk', ['Snabbprogram', 'Eco', 'Automatprogram', 'Halv disk', 'Tredje korg', 'Tidsfördröjning', 'AutoOpen-torkning', 'Golvprojektion']),
      s('antal-program', r(5, 8)),
      s('smart-styrning', SMART),
      s('garanti', ['2 år', '5 år'], [4, 1]),
    ],
    info: ['{kuvert} kuvert', 'Ljudnivå {ljudniva} dB', '{program-disk}', 'Energiklass {energiklass}'],
    taglines: [
      'Tyst diskmaskin med plats för hela middagsdisken.',
      'Energisnål diskmaskin med tredje korg för bestick.',
    ],
    intro: [
      '{name} rymmer {kuvert} kuvert och diskar tyst med bara {ljudniva} dB.',
      'Med {name} blir disken skinande ren, även efter en stor middag.',
    ],
    sentences: [
      'Ecoprogrammet använder minst vatten och energi för normalt smutsig disk.',
      'Tredje korgen ger extra plats för bestick och små skålar.',
      'AutoOpen-torkningen öppnar luckan i slutet av programmet för torrare disk.',
      'Med en förbrukning på {vattenforbrukning} liter per disk drar den mindre vatten än handdisk.',
      'Snabbprogrammet diskar lätt smutsig disk på under en timme.',
      ...APPLIANCE_CLOSING,
    ],
  },
  'ugn': {
    icon: 'ugn',
    noun: 'inbyggnadsugn',
    name: '{brand} {series} {model} {noun}',
    brands: [
      ['Bosch', ['Serie 4', 'Serie 6', 'Serie 8'], 'HBA##4@@0S'],
      ['Siemens', ['iQ300', 'iQ500', 'iQ700'], 'HB##A@@S0S'],
      ['Electrolux', ['600', '700', '800'], 'EO@#@##@'],
      ['Miele', [''], 'H #### BP'],
      ['Samsung', [''], 'NV7B##@@@@'],
      ['Whirlpool', [''], 'AKZ9 #### @@'],
    ],
    colors: ['rostfri', 'svart', 'vit'],
    price: [3990, 24990],
    priceBy: 'rengoring',
    energyLabel: true,
    specs: [
      s('volym-ugn', [66, 71, 72, 76]),
      s('energiklass', ['A', 'B'], [4, 1]),
      s('installation', ['Inbyggd']),
      s('bredd', [60]),
      s('hojd', [59, 60]),
      s('djup', [55, 57]),
      s('ugnsfunktioner', OVEN_FUNCS),
      s('rengoring', ['Katalys', 'Hydrolys', 'Ånga', 'Pyrolys']),
      s('effekt', r(3300, 3650, 50)),
      s('smart-styrning', SMART),
      s('barnlas', YN, [5, 1]),
      s('garanti', ['2 år', '5 år'], [4, 1]),
    ],
    info: ['{volym-ugn} liter', '{rengoring}', '{ugnsfunktioner}', 'Energiklass {energiklass}'],
    taglines: [
      'Rymlig inbyggnadsugn med varmluft och smart rengöring.',
      'Inbyggnadsugn som ger jämnt resultat på alla plåtar.',
    ],
    intro: [
      '{name} har {volym-ugn} liter ugnsutrymme och varmluft för jämn värme.',
      'Med {name} lagar du allt från söndagsstek till bröd med jämnt resultat.',
    ],
    sentences: [
      'Varmluften gör att du kan baka på flera plåtar samtidigt.',
      'Stektermometern stänger av ugnen när köttet har rätt innertemperatur.',
      'Teleskopskenorna gör det enkelt och säkert att dra ut tunga plåtar.',
      'Snabbuppvärmningen gör ugnen redo på några minuter.',
      'Ugnen passar under de flesta häll-modeller i samma serie.',
      ...APPLIANCE_CLOSING,
    ],
  },
  'induktionshall': {
    icon: 'induktionshall',
    noun: 'induktionshäll',
    name: '{brand} {series} {model} {noun}',
    brands: [
      ['Bosch', ['Serie 4', 'Serie 6', 'Serie 8'], 'PI@##@@1E'],
      ['Siemens', ['iQ300', 'iQ500', 'iQ700'], 'EU##F@@1E'],
      ['Electrolux', ['600', '700', '800'], 'EIV#@##'],
      ['Miele', [''], 'KM #### FR'],
      ['Samsung', [''], 'NZ64B#@@@@'],
      ['Whirlpool', [''], 'WL @#### @@'],
    ],
    colors: ['svart'],
    price: [3990, 19990],
    priceBy: 'bredd',
    specs: [
      s('antal-zoner', [3, 4, 5]),
      s('bredd', [59, 60, 70, 80, 90]),
      s('djup', [51, 52]),
      s('effekt', [7200, 7400]),
      s('hall-funktioner', ['Booster', 'Flexzon', 'Timer', 'Pausfunktion', 'Barnlås', 'Stekfunktion', 'Fläktstyrning']),
      s('installation', ['Inbyggd']),
      s('kontroll', ['Touch', 'Slider', 'Magnetvred']),
      s('hall-kant', ['Fasad kant', 'Rostfri ram', 'Ramlös']),
      s('vikt', r(9, 17)),
      s('smart-styrning', SMART),
      s('garanti', ['2 år', '5 år'], [4, 1]),
    ],
    info: ['{antal-zoner} kokzoner', '{bredd} cm bred', '{hall-funktioner}', '{kontroll}-reglage'],
    taglines: [
      'Snabb och exakt induktionshäll som är lätt att hålla ren.',
      'Induktionshäll med flexzon för stora kastruller.',
    ],
    intro: [
      '{name} har {antal-zoner} kokzoner och värmer upp kastrullen på sekunder.',
      'Med {name} får du exakt värme och en yta som är lätt att torka av.',
    ],
    sentences: [
      'Boosterfunktionen kokar upp vatten på rekordtid.',
      'Flexzonen låter dig använda stora grytor och långpannor.',
      'Hällen känner av kastrullen och värmer bara där den står.',
      'Barnlåset hindrar att hällen sätts på av misstag.',
      'Fläktstyrningen startar köksfläkten automatiskt när du lagar mat.',
      ...APPLIANCE_CLOSING,
    ],
  },
  'spis': {
    icon: 'spis',
    noun: 'spis',
    name: '{brand} {series} {model} {noun}',
    brands: [
      ['Electrolux', ['600', '700'], 'EKI#@##@'],
      ['Bosch', ['Serie 4'], 'HLR##@@50'],
      ['Siemens', ['iQ300'], 'HK##A@@S0'],
      ['Samsung', [''], 'NX6#@#@@@@'],
      ['Whirlpool', [''], 'WS6#@#@@@'],
    ],
    colors: ['vit', 'rostfri', 'svart'],
    price: [4990, 14990],
    priceBy: 'halltyp',
    energyLabel: true,
    specs: [
      s('halltyp', ['Keramikhäll', 'Induktionshäll'], [2, 3]),
      s('volym-ugn', [54, 58, 66, 72]),
      s('energiklass', ['A', 'B'], [3, 2]),
      s('bredd', [50, 60], [1, 4]),
      s('hojd', [85, 90]),
      s('djup', [60]),
      s('ugnsfunktioner', OVEN_FUNCS.filter((f) => f !== 'Ånga')),
      s('rengoring', ['Katalys', 'Hydrolys', 'Pyrolys']),
      s('installation', ['Fristående']),
      s('antal-zoner', [4]),
      s('vikt', r(40, 60, 5)),
      s('garanti', ['2 år', '5 år'], [4, 1]),
    ],
    info: ['{halltyp}', '{volym-ugn} liter ugn', '{ugnsfunktioner}', 'Energiklass {energiklass}'],
    taglines: [
      'Fristående spis med rymlig ugn och snabb häll.',
      'Komplett spis som är lätt att installera.',
    ],
    intro: [
      '{name} kombinerar en snabb häll med fyra kokzoner och en ugn på {volym-ugn} liter.',
      'Med {name} får du häll och ugn i ett, enkelt att installera i köket.',
    ],
    sentences: [
      'Ugnen har varmluft så att du kan baka på två plåtar samtidigt.',
      'Luckan har tredubbla glas som håller utsidan sval.',
      'Förvaringslådan under ugnen rymmer plåtar och formar.',
      ...APPLIANCE_CLOSING,
    ],
  },
  'mikrovagsugn': {
    icon: 'mikrovagsugn',
    noun: 'mikrovågsugn',
    name: '{brand} {series} {model} {noun}',
    brands: [
      ['Samsung', [''], 'MG2#@####@@'],
      ['Whirlpool', [''], 'MWP ### @'],
      ['Electrolux', ['300', '600'], 'EMZ###@@@'],
      ['Bosch', ['Serie 2', 'Serie 4'], 'FFL##@@@0'],
      ['OBH Nordica', ['Vulcan', 'Ranger'], '##@'],
      ['Siemens', ['iQ300'], 'FF##3@@@0'],
    ],
    colors: ['svart', 'vit', 'rostfri', 'silver'],
    price: [990, 6990],
    priceBy: 'volym-mikro',
    specs: [
      s('volym-mikro', [17, 20, 23, 25, 28, 32]),
      s('effekt-mikro', [700, 800, 900, 1000]),
      s('grill', YN),
      s('installation', ['Fristående', 'Inbyggd'], [4, 1]),
      s('bredd', r(44, 60, 2)),
      s('hojd', r(26, 46, 2)),
      s('djup', r(32, 56, 4)),
      s('mikro-funk', ['Varmluft', 'Upptining', 'Automatprogram', 'Barnlås', 'Ångfunktion', 'Snabbstart']),
      s('kontroll', ['Touch', 'Vred']),
      s('garanti', WARRANTY_1_2, [1, 3]),
      s('effekt', r(1100, 1500, 100)),
    ],
    info: ['{volym-mikro} liter', '{effekt-mikro} W', '{mikro-funk}', 'Grill: {grill:lc}'],
    taglines: [
      'Smidig mikrovågsugn för snabb uppvärmning och upptining.',
      'Mikrovågsugn med grill för krispiga resultat.',
    ],
    intro: [
      '{name} värmer och tinar snabbt med {effekt-mikro} W mikrovågseffekt.',
      'Med {name} får du en enkel och pålitlig mikrovågsugn för vardagen.',
    ],
    sentences: [
      'Automatprogrammen väljer tid och effekt efter vad du ska värma.',
      'Upptiningsfunktionen räknar ut tiden utifrån vikten.',
      'Den släta insidan är lätt att torka ren.',
      'Snabbstartsknappen ger 30 sekunder på full effekt med ett tryck.',
    ],
  },
