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
  'batteritid-dagar': interval('Batteritid', 'Allmänt', 'dygn'),
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
  'medf-spel': single('Medföljande spel', 'Allmänt'),
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

/** A series name, optionally with the spec values that series always has (screen size, sensor, ...). */
export type SeriesDef = string | readonly [string, Readonly<Record<string, readonly SpecValue[]>>];

/** [brand name, series, model pattern ('#' digit, '@' capital letter), override]. */
export type BrandModel = readonly [string, readonly SeriesDef[], string, BrandOverride?];

/** A series with a fixed screen size. */
const sz = (name: string, ...inches: number[]): SeriesDef => [name, { skarmstorlek: inches }];

export interface KindDef {
  /** Illustration (and image file name prefix), see media.ts. */
  icon: string;
  /** What the thing is called at the end of a name: 'kyl/frys'. */
  noun: string;
  /**
   * Name template: {brand} {series} {model} {noun} and spec keys ({skarmstorlek}, {lagring:storage}).
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
  /**
   * Description sentences, a few are picked per product. A leading {if:key=A|B} keeps a sentence
   * for products whose spec 'key' has one of the values.
   */
  sentences: readonly string[];
  /** Closing sentences for the last paragraph (defaults to CLOSING_SENTENCES). */
  closing?: readonly string[];
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
    'Bilden uppdateras i {uppdateringsfrekvens} Hz och rörelseutjämningen gör sport och film följsamma.',
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
  info: ['{processor}', '{ram} GB RAM', '{lagring:storage} SSD', '{skarmstorlek}" {upplosning}', '{operativsystem}'],
  intro: [
    '{name} är en smidig dator för både arbete och nöje.',
    'Med {name} har du kraften med dig vart du än går.',
  ],
  sentences: [
    'Med {ram} GB RAM flyter det på även med många program och flikar öppna.',
    'SSD-disken på {lagring:storage} gör att datorn startar på några sekunder.',
    'Batteriet räcker upp till {batteritid} timmar vid normal användning.',
    'Webbkameran och mikrofonerna gör videomöten tydliga.',
    '{if:bakgrundsbelysning=Ja}Det bakgrundsbelysta tangentbordet gör det lätt att skriva även i dunkel belysning.',
    'Med Wi-Fi och Bluetooth ansluter du enkelt hörlurar, mus och nätverk.',
  ],
  taglines: [
    'Tunn och lätt dator med bra batteritid.',
    'Snabb bärbar dator för jobb, skola och nöje.',
    'Kraftfull dator med skarp skärm och snabb SSD.',
  ],
} as const;

const laptopSpecs = (
  os: readonly string[],
  gpu: readonly string[],
  ram: readonly number[],
  storage: readonly number[] = [256, 512, 1024, 2048],
): KindSpec[] => [
  s('skarmstorlek', [13, 13.3, 14, 15.6, 16, 17.3]),
  s('processor', ['Intel Core i5', 'Intel Core i7', 'Intel Core Ultra 5', 'Intel Core Ultra 7', 'AMD Ryzen 5', 'AMD Ryzen 7', 'Snapdragon X Plus']),
  s('ram', ram),
  s('lagring', storage),
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
  info: ['{processor}', '{ram} GB RAM', '{lagring:storage} SSD', '{grafik}'],
  intro: [
    '{name} är en stabil dator för skrivbordet med gott om kraft.',
    'Med {name} får du en tyst och kraftfull dator som klarar det mesta.',
  ],
  sentences: [
    'Med {ram} GB RAM klarar datorn tunga program och många uppgifter samtidigt.',
    'Lagringen på {lagring:storage} SSD ger snabba starter och korta laddtider.',
    'Gott om portar på fram- och baksidan gör det enkelt att ansluta skärmar och tillbehör.',
    'Kylningen är dimensionerad för att hålla datorn tyst även under belastning.',
    'Datorn går enkelt att uppgradera med mer minne och lagring längre fram.',
  ],
  taglines: [
    'Kraftfull dator för skrivbordet.',
    'Tyst och snabb dator för hem och kontor.',
  ],
} as const;

const desktopSpecs = (
  gpu: readonly string[],
  os: readonly string[],
  cpus: readonly string[] = ['Intel Core i5', 'Intel Core i7', 'Intel Core i9', 'AMD Ryzen 5', 'AMD Ryzen 7', 'AMD Ryzen 9', 'Apple M4', 'Apple M4 Pro'],
): KindSpec[] => [
  s('processor', cpus),
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
    '{if:bakgrundsbelysning=Ja}Bakgrundsbelysningen tänds när händerna närmar sig tangenterna.',
    '{if:multienhet=2|3}Du kan växla mellan flera parkopplade enheter med ett knapptryck.',
    'Det stabila chassit gör att tangentbordet ligger stilla på bordet.',
  ],
  taglines: [
    'Tangentbord med svensk layout och skönt anslag.',
    'Tyst och stabilt tangentbord för vardagen.',
  ],
} as const;

const PC_CPUS: readonly string[] = ['Intel Core i5', 'Intel Core i7', 'Intel Core i9', 'AMD Ryzen 5', 'AMD Ryzen 7', 'AMD Ryzen 9'];

function tvSpecs(tech: readonly string[], sizes: readonly number[]): KindSpec[] {
  return [
    s('skarmstorlek', sizes),
    s('upplosning', ['4K Ultra HD']),
    s('bildteknik', tech),
    s('uppdateringsfrekvens', [50, 60, 100, 120, 144]),
    s('hdr', ['HDR10', 'HDR10+', 'Dolby Vision', 'HLG']),
    s('anslutningar', TV_CONNECTIONS),
    s('plattform-tv', ['Tizen', 'webOS', 'Google TV']),
    s('energiklass', ['E', 'F', 'G'], [2, 3, 2]),
    s('effekt-drift', r(60, 180, 10)),
    s('hdmi-portar', [3, 4]),
    s('vesa', ['200 x 200', '300 x 200', '300 x 300', '400 x 300', '400 x 400']),
    s('ljudeffekt', [20, 40, 60]),
    s('vikt', r(8, 40, 2)),
    s('garanti', ['2 år', '3 år', '5 år'], [4, 2, 1]),
  ];
}

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
      '{if:funk-kyl=Färskhetslåda}Färskhetslådan håller frukt och grönsaker krispiga längre.',
      '{if:funk-kyl=No Frost}Med No Frost bildas ingen is i frysen, så du slipper frosta av.',
      'Ljudnivån på {ljudniva} dB gör skåpet väl lämpat för öppna planlösningar.',
      'Hyllorna är i härdat glas och går enkelt att flytta efter behov.',
      '{if:funk-kyl=Dörrlarm}Dörrlarmet piper om dörren står öppen för länge.',
    ],
    closing: APPLIANCE_CLOSING,
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
      '{if:funk-kyl=Snabbkylning}Snabbkylningen sänker temperaturen tillfälligt när du har handlat mycket.',
      '{if:funk-kyl=Flaskhylla}Flaskhyllan rymmer flera flaskor liggande utan att ta plats från hyllorna.',
      '{if:funk-kyl=LED-belysning}LED-belysningen lyser upp hela skåpet utan att värma.',
      'Skåpet passar fint bredvid ett frysskåp i samma serie.',
    ],
    closing: APPLIANCE_CLOSING,
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
      '{if:funk-kyl=Isbitsberedare}Isbitsberedaren ger dig isbitar eller krossad is med en knapptryckning.',
      'Skåpet är {bredd} cm brett, så mät gärna dörrar och passager innan leveransen.',
      'Via appen kan du se temperaturen och få larm om dörren står öppen.',
      'Breda hyllor gör det lätt att ställa in stora fat och bakplåtar.',
    ],
    closing: APPLIANCE_CLOSING,
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
      '{if:funk-frys=Snabbfrysning}Snabbfrysningen sänker temperaturen innan du lägger in stora mängder färsk mat.',
      '{if:funk-frys=Temperaturlarm}Temperaturlarmet varnar om det blir för varmt i frysen.',
      'Genomskinliga lådor gör det lätt att se vad som finns i frysen.',
    ],
    closing: APPLIANCE_CLOSING,
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
    info: ['{frysvolym} liter', 'Antal korgar: {antal-korgar}', 'Klarar strömavbrott i {forvaringstid} timmar', 'Energiklass {energiklass}'],
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
    ],
    closing: APPLIANCE_CLOSING,
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
      '{if:program-tvatt=Automatisk dosering}Automatisk dosering tar lagom mycket tvättmedel och sparar både pengar och miljö.',
      '{if:program-tvatt=Ånga}Ångprogrammet minskar skrynklor och tar bort lukt från kläder som inte behöver tvättas.',
      'Den stora luckan gör det lätt att lasta in täcken och sängkläder.',
      '{if:program-tvatt=Tidsfördröjning}Med tidsfördröjningen kan du låta maskinen tvätta när elen är billigare.',
    ],
    closing: APPLIANCE_CLOSING,
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
      '{if:program-tork=Fuktsensor}Fuktsensorn stoppar programmet när tvätten är torr, så den inte torkas för länge.',
      '{if:torkteknik=Värmepump}Värmepumpstekniken torkar vid lägre temperatur och sparar mycket energi.',
      '{if:program-tork=Skrynkelskydd}Skrynkelskyddet vänder tvätten då och då efter programslut.',
      'Torktumlaren kan ställas ovanpå en tvättmaskin med en mellansats.',
    ],
    closing: APPLIANCE_CLOSING,
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
      '{if:program-tvatt=Ånga}Ångprogrammet fräschar upp kläder utan full tvätt.',
    ],
    closing: APPLIANCE_CLOSING,
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
      '{if:program-disk=Tredje korg}Tredje korgen ger extra plats för bestick och små skålar.',
      '{if:program-disk=AutoOpen-torkning}AutoOpen-torkningen öppnar luckan i slutet av programmet för torrare disk.',
      'Med en förbrukning på {vattenforbrukning} liter per disk drar den mindre vatten än handdisk.',
      '{if:program-disk=Snabbprogram}Snabbprogrammet diskar lätt smutsig disk på under en timme.',
    ],
    closing: APPLIANCE_CLOSING,
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
      '{if:ugnsfunktioner=Stektermometer}Stektermometern stänger av ugnen när köttet har rätt innertemperatur.',
      '{if:ugnsfunktioner=Teleskopskenor}Teleskopskenorna gör det enkelt och säkert att dra ut tunga plåtar.',
      '{if:ugnsfunktioner=Snabbuppvärmning}Snabbuppvärmningen gör ugnen redo på några minuter.',
      'Ugnen passar under de flesta häll-modeller i samma serie.',
    ],
    closing: APPLIANCE_CLOSING,
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
      s('kontroll', ['Touch', 'Skjutreglage', 'Magnetvred']),
      s('hall-kant', ['Fasad kant', 'Rostfri ram', 'Ramlös']),
      s('vikt', r(9, 17)),
      s('smart-styrning', SMART),
      s('garanti', ['2 år', '5 år'], [4, 1]),
    ],
    info: ['{antal-zoner} kokzoner', '{bredd} cm bred', '{hall-funktioner}', 'Reglage: {kontroll:lc}'],
    taglines: [
      'Snabb och exakt induktionshäll som är lätt att hålla ren.',
      'Induktionshäll med flexzon för stora kastruller.',
    ],
    intro: [
      '{name} har {antal-zoner} kokzoner och värmer upp kastrullen på sekunder.',
      'Med {name} får du exakt värme och en yta som är lätt att torka av.',
    ],
    sentences: [
      '{if:hall-funktioner=Booster}Boosterfunktionen kokar upp vatten på rekordtid.',
      '{if:hall-funktioner=Flexzon}Flexzonen låter dig använda stora grytor och långpannor.',
      'Hällen känner av kastrullen och värmer bara där den står.',
      '{if:hall-funktioner=Barnlås}Barnlåset hindrar att hällen sätts på av misstag.',
      '{if:hall-funktioner=Fläktstyrning}Fläktstyrningen startar köksfläkten automatiskt när du lagar mat.',
    ],
    closing: APPLIANCE_CLOSING,
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
      '{if:ugnsfunktioner=Varmluft}Ugnen har varmluft så att du kan baka på två plåtar samtidigt.',
      'Luckan har tredubbla glas som håller utsidan sval.',
      'Förvaringslådan under ugnen rymmer plåtar och formar.',
    ],
    closing: APPLIANCE_CLOSING,
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
      '{if:mikro-funk=Automatprogram}Automatprogrammen väljer tid och effekt efter vad du ska värma.',
      '{if:mikro-funk=Upptining}Upptiningsfunktionen räknar ut tiden utifrån vikten.',
      'Den släta insidan är lätt att torka ren.',
      '{if:mikro-funk=Snabbstart}Snabbstartsknappen ger 30 sekunder på full effekt med ett tryck.',
    ],
  },

  // ----- TV & ljud -----
  'oled-tv': {
    ...TV_BASE,
    noun: 'OLED-TV',
    brands: [
      ['LG', ['B4', 'C4', 'G4'], '', { specs: { 'plattform-tv': ['webOS'] } }],
      ['Sony', ['Bravia 8', 'Bravia 8 II', 'Bravia 9'], '', { specs: { 'plattform-tv': ['Google TV'] } }],
      ['Samsung', ['S90D', 'S95D'], '', { specs: { 'plattform-tv': ['Tizen'] } }],
      ['Philips', ['OLED809', 'OLED909'], '', { specs: { 'plattform-tv': ['Google TV'] } }],
    ],
    price: [9990, 54990],
    specs: tvSpecs(['OLED'], [48, 55, 65, 77, 83]),
  },
  'qled-tv': {
    ...TV_BASE,
    noun: 'QLED-TV',
    brands: [
      ['Samsung', ['Q60D', 'Q70D', 'Q80D', 'QN90D', 'QN95D'], '', { specs: { 'plattform-tv': ['Tizen'] } }],
      ['LG', ['QNED81', 'QNED86', 'QNED91'], '', { noun: 'QNED-TV', specs: { 'plattform-tv': ['webOS'] } }],
      ['Philips', ['PML9009', 'PUS8909'], '', { noun: 'Mini LED-TV', specs: { 'plattform-tv': ['Google TV'] } }],
    ],
    price: [5990, 44990],
    specs: tvSpecs(['QLED', 'Mini-LED'], [43, 50, 55, 65, 75, 85]),
  },
  'led-tv': {
    ...TV_BASE,
    noun: '4K LED-TV',
    brands: [
      ['Samsung', ['DU7105', 'DU8005', 'CU7175'], '', { specs: { 'plattform-tv': ['Tizen'] } }],
      ['LG', ['UT8000', 'UR7800', 'UT9100'], '', { specs: { 'plattform-tv': ['webOS'] } }],
      ['Philips', ['PUS7609', 'PUS8009', 'PUS8519'], '', { specs: { 'plattform-tv': ['Google TV'] } }],
      ['Sony', ['Bravia 3', 'Bravia 5'], '', { specs: { 'plattform-tv': ['Google TV'] } }],
    ],
    price: [3490, 17990],
    specs: tvSpecs(['LED'], [43, 50, 55, 58, 65, 75]),
  },
  'horlurar': {
    icon: 'horlurar',
    noun: 'trådlösa hörlurar',
    name: '{brand} {series} {noun}',
    brands: [
      ['Sony', ['WH-1000XM5', 'WH-1000XM4', 'WH-CH720N', 'ULT Wear'], ''],
      ['Bose', ['QuietComfort Ultra', 'QuietComfort 45', 'QuietComfort SC'], ''],
      ['JBL', ['Tune 770NC', 'Live 770NC', 'Tour One M2', 'Tune 520BT'], ''],
      ['Apple', ['AirPods Max'], ''],
      ['Philips', ['TAH8506', 'TAH5209', 'Fidelio L4'], ''],
      ['Samsung', ['Level On Pro'], ''],
    ],
    colors: ['svart', 'vit', 'bla', 'beige', 'silver', 'rosa'],
    price: [690, 5490],
    priceBy: 'brusreducering',
    variants: ['color'],
    colorInName: true,
    specs: [
      s('horlurstyp', ['Over-ear', 'On-ear'], [3, 1]),
      s('brusreducering', ['Nej', 'Ja'], [1, 3]),
      s('batteritid', r(20, 60, 5)),
      s('anslutningar-ljud', AUDIO_CONNECTIONS),
      s('codec', ['AAC', 'SBC', 'LDAC', 'aptX', 'aptX Adaptive']),
      s('mikrofon', YN, [5, 1]),
      s('vikt-g', r(180, 390, 10)),
      s('laddtid', [1, 2, 3]),
      s('hopfallbar', YN),
      s('funk-horlurar', HEADPHONE_FUNCS),
      s('garanti', WARRANTY_1_2, [1, 3]),
    ],
    info: ['{horlurstyp}', 'Aktiv brusreducering: {brusreducering:lc}', 'Upp till {batteritid} timmars batteritid', '{funk-horlurar}'],
    taglines: [
      'Bekväma trådlösa hörlurar med fylligt ljud.',
      'Hörlurar med brusreducering för resan och jobbet.',
      'Trådlösa hörlurar med lång batteritid.',
    ],
    intro: [
      '{name} ger dig fylligt ljud och upp till {batteritid} timmars lyssning per laddning.',
      'Med {name} stänger du ute omvärlden och njuter av musiken.',
    ],
    sentences: [
      'De mjuka öronkuddarna sitter bekvämt även under långa flygresor.',
      '{if:funk-horlurar=Transparensläge}Transparensläget släpper in omgivningens ljud när du behöver höra vad som händer.',
      '{if:anslutningar-ljud=Multipoint}Med Multipoint kan hörlurarna vara anslutna till mobilen och datorn samtidigt.',
      '{if:funk-horlurar=App med equalizer}I appen ställer du in equalizern efter din egen smak.',
      '{if:funk-horlurar=Snabbladdning}Snabbladdning ger flera timmars lyssning efter bara tio minuter.',
    ],
  },
  'in-ear': {
    icon: 'in-ear',
    noun: 'in ear-hörlurar',
    name: '{brand} {series} {noun}',
    brands: [
      ['Apple', ['AirPods 4', 'AirPods Pro 2'], ''],
      ['Samsung', ['Galaxy Buds3', 'Galaxy Buds3 Pro', 'Galaxy Buds FE'], ''],
      ['Sony', ['WF-1000XM5', 'WF-C700N', 'LinkBuds S'], ''],
      ['JBL', ['Tune Buds', 'Live Pro 2', 'Tour Pro 2', 'Wave Beam'], ''],
      ['Bose', ['QuietComfort Ultra', 'QuietComfort'], ''],
      ['Philips', ['TAT3508', 'TAT8506'], ''],
    ],
    colors: ['svart', 'vit', 'bla', 'beige', 'silver', 'rosa', 'gron'],
    price: [490, 3490],
    priceBy: 'brusreducering',
    variants: ['color'],
    colorInName: true,
    specs: [
      s('vattentathet', ['IPX4', 'IP54', 'IP55', 'IPX5']),
      s('batteritid', r(18, 36, 2)),
      s('brusreducering', ['Nej', 'Ja'], [1, 3]),
      s('anslutningar-ljud', AUDIO_CONNECTIONS),
      s('codec', ['AAC', 'SBC', 'LDAC', 'aptX']),
      s('tradlos-laddning', YN),
      s('vikt-g', [4, 5, 6, 7]),
      s('mikrofon', YN, [6, 1]),
      s('funk-horlurar', HEADPHONE_FUNCS),
      s('laddtid', [1, 2]),
      s('garanti', WARRANTY_1_2, [1, 3]),
    ],
    info: ['Upp till {batteritid} timmar med fodralet', 'Aktiv brusreducering: {brusreducering:lc}', '{vattentathet}', '{funk-horlurar}'],
    taglines: [
      'Små trådlösa lurar med stort ljud.',
      'Lätta in ear-hörlurar som sitter kvar under träningen.',
    ],
    intro: [
      '{name} är små och lätta, men ger ett stort och klart ljud.',
      'Med {name} har du musiken med dig överallt, helt utan sladdar.',
    ],
    sentences: [
      'Laddningsfodralet ger sammanlagt upp till {batteritid} timmars lyssning.',
      'Lurarna är klassade {vattentathet} och tål svett och regn.',
      'Flera storlekar på öronpropparna medföljer, så att du hittar rätt passform.',
      'Pekkontrollerna styr musik, samtal och volym.',
      'Mikrofonerna filtrerar bort vind så att du hörs tydligt i samtal.',
    ],
  },
  'hogtalare': {
    icon: 'hogtalare',
    noun: 'bärbar högtalare',
    name: '{brand} {series} {noun}',
    brands: [
      ['JBL', ['Flip 6', 'Charge 5', 'Go 4', 'Xtreme 4', 'Clip 5'], ''],
      ['Sony', ['ULT Field 1', 'ULT Field 7', 'SRS-XB100'], ''],
      ['Bose', ['SoundLink Flex', 'SoundLink Max', 'SoundLink Micro'], ''],
      ['Sonos', ['Roam 2', 'Move 2'], ''],
      ['LG', ['xboom Grab', 'xboom Bounce'], ''],
      ['Philips', ['TAS5505', 'TAS2505'], ''],
    ],
    colors: ['svart', 'bla', 'rod', 'gron', 'rosa', 'gra', 'beige'],
    price: [490, 4990],
    priceBy: 'effekt',
    variants: ['color'],
    colorInName: true,
    specs: [
      s('batteritid', r(8, 24, 2)),
      s('vattentathet', ['IP67', 'IPX7', 'IP66']),
      s('effekt', [5, 10, 20, 30, 40, 60, 100]),
      s('anslutningar-ljud', AUDIO_CONNECTIONS),
      s('vikt-g', [200, 350, 550, 600, 900, 1300, 2100]),
      s('hogtalar-funk', ['Partyläge', 'Powerbank-funktion', 'Mikrofon', 'App med equalizer', 'Stereokoppling', 'Flyter i vatten']),
      s('rackvidd', [10, 15, 20, 30]),
      s('laddtid', [2, 3, 4, 5]),
      s('garanti', WARRANTY_1_2, [1, 3]),
      s('smart-styrning', ['App', 'Wi-Fi', 'Röststyrning']),
    ],
    info: ['{batteritid} timmars batteritid', '{vattentathet}', '{effekt} W', '{hogtalar-funk}'],
    taglines: [
      'Tålig högtalare för stranden, parken och festen.',
      'Kompakt Bluetooth-högtalare med kraftfullt ljud.',
    ],
    intro: [
      '{name} tar musiken med dig ut, med upp till {batteritid} timmars speltid.',
      'Med {name} får du stort ljud i ett format som får plats i väskan.',
    ],
    sentences: [
      'Högtalaren är klassad {vattentathet} och klarar både regn och ett dopp i poolen.',
      'Koppla ihop två högtalare för stereoljud eller flera för fest.',
      '{if:hogtalar-funk=Mikrofon}Den inbyggda mikrofonen gör att du kan ta samtal handsfree.',
      'Det tåliga tyget skyddar mot stötar och repor.',
    ],
  },
  'soundbar': {
    icon: 'soundbar',
    noun: 'soundbar',
    name: '{brand} {series} {noun}',
    brands: [
      ['Samsung', ['HW-Q600C', 'HW-Q800D', 'HW-Q990D', 'HW-S800D'], ''],
      ['Sonos', ['Beam Gen 2', 'Arc Ultra', 'Ray'], ''],
      ['Sony', ['HT-S2000', 'Bravia Theatre Bar 8', 'Bravia Theatre Bar 9'], ''],
      ['LG', ['S70TY', 'S95TR', 'SG10TY'], ''],
      ['Bose', ['Smart 550', 'Smart 600', 'Smart Ultra'], ''],
      ['JBL', ['Bar 500', 'Bar 800', 'Bar 1000'], ''],
      ['Philips', ['TAB8507', 'Fidelio FB1'], ''],
    ],
    colors: ['svart', 'vit'],
    price: [1990, 14990],
    priceBy: 'kanaler',
    specs: [
      s('kanaler', ['2.0', '2.1', '3.1', '5.1', '5.1.2', '7.1.4']),
      s('dolby-atmos', ['Nej', 'Ja']),
      s('effekt', [100, 200, 300, 400, 500, 600, 800]),
      s('subwoofer', ['Inbyggd', 'Trådlös', 'Ingen']),
      s('anslutningar', TV_CONNECTIONS),
      s('smart-styrning', SMART),
      s('bredd', r(60, 120, 5)),
      s('hojd', [5, 6, 7, 8]),
      s('djup', r(9, 14)),
      s('vikt', r(2, 7)),
      s('earc', YN, [5, 1]),
      s('garanti', WARRANTY_1_2, [1, 3]),
    ],
    info: ['{kanaler} kanaler', 'Dolby Atmos: {dolby-atmos:lc}', 'Subwoofer: {subwoofer:lc}', '{effekt} W'],
    taglines: [
      'Soundbar som lyfter TV-ljudet till biokänsla.',
      'Tydligare dialog och djupare bas från TV:n.',
    ],
    intro: [
      '{name} ger dig bioljud hemma med {kanaler} kanaler och {effekt} W.',
      'Med {name} blir dialogen tydligare och basen djupare, direkt från TV:n.',
    ],
    sentences: [
      '{if:earc=Ja}Anslut soundbaren via HDMI eARC så styr du volymen med TV:ns fjärrkontroll.',
      'Röstförstärkningen gör dialogen lätt att höra även på låg volym.',
      '{if:dolby-atmos=Ja}Med Dolby Atmos kommer ljudet även ovanifrån.',
      'Nattläget dämpar explosioner utan att dialogen försvinner.',
      'Du kan strömma musik direkt till soundbaren via Wi-Fi eller Bluetooth.',
    ],
  },
  'smart-hogtalare': {
    icon: 'smart-hogtalare',
    noun: 'smart högtalare',
    name: '{brand} {series} {noun}',
    brands: [
      ['Sonos', ['Era 100', 'Era 300', 'Five'], '', { specs: { 'rostassistent': ['Amazon Alexa', 'Ingen'] } }],
      ['Bose', ['Home Speaker 500', 'Smart Speaker'], '', { specs: { 'rostassistent': ['Amazon Alexa', 'Google Assistant'] } }],
      ['JBL', ['Authentics 200', 'Authentics 300', 'Authentics 500'], '', { specs: { 'rostassistent': ['Amazon Alexa', 'Google Assistant'] } }],
      ['Apple', ['HomePod', 'HomePod mini'], '', { specs: { 'rostassistent': ['Siri'], 'multiroom': ['AirPlay 2'] } }],
    ],
    colors: ['svart', 'vit'],
    price: [1290, 7990],
    priceBy: 'effekt',
    specs: [
      s('effekt', [20, 40, 60, 100, 150]),
      s('anslutningar-ljud', AUDIO_CONNECTIONS),
      s('smart-styrning', SMART),
      s('stereopar', YN, [5, 1]),
      s('rostassistent', ['Amazon Alexa', 'Google Assistant', 'Siri', 'Ingen']),
      s('multiroom', ['Sonos', 'AirPlay 2', 'Chromecast', 'Spotify Connect']),
      s('hojd', r(10, 30, 2)),
      s('bredd', r(10, 40, 5)),
      s('djup', r(10, 20, 2)),
      s('vikt', [0.3, 0.9, 2, 2.3, 4.5, 6.4]),
      s('garanti', WARRANTY_1_2, [1, 3]),
    ],
    info: ['{rostassistent}', '{multiroom}', '{effekt} W', 'Stereokoppling: {stereopar:lc}'],
    taglines: [
      'Smart högtalare som fyller rummet med musik.',
      'Trådlös högtalare för musik i hela hemmet.',
    ],
    intro: [
      '{name} fyller rummet med klart ljud och styrs enkelt med rösten eller appen.',
      'Med {name} kan du spela musik i ett rum eller i hela hemmet.',
    ],
    sentences: [
      '{if:stereopar=Ja}Två högtalare kan kopplas ihop som stereopar för bredare ljud.',
      'Rumskalibreringen anpassar ljudet efter var högtalaren står.',
      'Du strömmar musik direkt från appar som Spotify via Wi-Fi.',
      'Mikrofonerna kan stängas av med ett knapptryck.',
    ],
  },
  'projektor': {
    icon: 'projektor',
    noun: 'projektor',
    name: '{brand} {series} {noun}',
    brands: [
      ['Samsung', ['The Freestyle 2', 'The Premiere 7', 'The Premiere 9'], '', { specs: { 'plattform-tv': ['Tizen'] } }],
      ['LG', ['CineBeam Q', 'CineBeam HU710PB', 'CineBeam HU915QE'], '', { specs: { 'plattform-tv': ['webOS'] } }],
      ['Sony', ['VPL-XW5000', 'VPL-XW7000'], '', { specs: { 'plattform-tv': ['Ingen'] } }],
      ['Philips', ['GoPix 1', 'NeoPix 750', 'Screeneo U4'], '', { specs: { 'plattform-tv': ['Android TV'] } }],
    ],
    colors: ['vit', 'svart', 'gra'],
    price: [2990, 49990],
    priceBy: 'ljusstyrka',
    specs: [
      s('upplosning', ['Full HD', '4K Ultra HD'], [2, 3]),
      s('ljusstyrka', [300, 550, 1000, 1500, 2000, 2500, 3000]),
      s('ljuskalla', ['Laser', 'LED', 'Lampa']),
      s('bildstorlek', [100, 120, 150, 200]),
      s('kastavstand', ['Normal', 'Kort', 'Ultrakort']),
      s('anslutningar', TV_CONNECTIONS),
      s('plattform-tv', ['Tizen', 'webOS', 'Google TV', 'Android TV', 'Ingen']),
      s('ljudniva', r(24, 32)),
      s('vikt', [0.8, 1.5, 3, 5, 9, 13]),
      s('ljudeffekt', [5, 10, 20, 40]),
      s('garanti', WARRANTY_2_3, [3, 1]),
    ],
    info: ['{upplosning}', '{ljusstyrka} lumen', '{ljuskalla}', 'Bild upp till {bildstorlek}"'],
    taglines: [
      'Projektor som ger bioduk hemma i vardagsrummet.',
      'Kompakt projektor för film under bar himmel.',
    ],
    intro: [
      '{name} ger dig en bild på upp till {bildstorlek} tum, direkt på väggen.',
      'Med {name} förvandlar du vardagsrummet till en biosalong.',
    ],
    sentences: [
      'Ljusstyrkan på {ljusstyrka} lumen gör bilden tydlig även när det inte är helt mörkt.',
      'Den automatiska skärpan och keystone-korrigeringen ger rak bild på några sekunder.',
      '{if:plattform-tv=Tizen|webOS|Google TV|Android TV}Strömningsappar finns inbyggda, så du behöver ingen extra mediaspelare.',
      'Högtalarna är inbyggda, men du kan också ansluta en soundbar.',
    ],
  },
  'tv-faste': {
    icon: 'tv-faste',
    noun: 'TV-fäste',
    name: '{brand} {series} {fastestyp:lc} {noun}',
    brands: [
      ['Samsung', ['No Gap'], ''],
      ['LG', ['Slim Wall'], ''],
      ['Philips', ['Wall Mount'], ''],
      ['Sony', ['Bravia'], ''],
    ],
    generic: { chance: 0.7, series: [''], name: '{fastestyp} väggfäste för TV upp till {max-tv}"' },
    colors: ['svart', 'silver'],
    price: [290, 2490],
    priceBy: 'fastestyp',
    specs: [
      s('fastestyp', ['Fast', 'Vinklingsbart', 'Vridbart', 'Motoriserat'], [3, 3, 3, 1]),
      s('max-tv', [55, 65, 75, 85, 100]),
      s('maxbelastning', [25, 35, 45, 60, 80]),
      s('vesa', ['200 x 200', '400 x 400', '600 x 400', '800 x 400']),
      s('vaggavstand', [2, 3, 5, 7, 45]),
      s('lutning', [0, 5, 10, 15, 20]),
      s('material', ['Stål', 'Aluminium']),
      s('kabelhantering', YN),
      s('bredd', r(40, 90, 10)),
      s('garanti', ['2 år', '5 år', '10 år']),
    ],
    info: ['Passar TV upp till {max-tv}"', 'Max {maxbelastning} kg', 'VESA upp till {vesa}', '{vaggavstand} cm från väggen'],
    taglines: [
      'Stabilt väggfäste som frigör plats i rummet.',
      'Väggfäste för TV med enkel montering.',
    ],
    intro: [
      '{name} håller TV-apparater upp till {max-tv} tum och {maxbelastning} kg.',
      'Med {name} hänger TV:n stadigt och snyggt på väggen.',
    ],
    sentences: [
      'Fästet passar VESA-mått upp till {vesa}.',
      'Skruvar och en tydlig monteringsanvisning medföljer.',
      '{if:kabelhantering=Ja}Kabelhanteringen döljer sladdarna bakom TV:n.',
      'Kontrollera att väggen klarar belastningen innan du monterar.',
    ],
  },
  'hdmi-kabel': {
    icon: 'hdmi-kabel',
    noun: 'HDMI-kabel',
    name: '{brand} {series} {noun} {kabel-langd} m',
    brands: [
      ['Philips', ['Ultra High Speed', 'Premium'], ''],
      ['Sony', ['Ultra High Speed'], ''],
      ['Samsung', ['8K'], ''],
    ],
    generic: { chance: 0.8, series: [''], name: 'HDMI-kabel {hdmi-version} {kabel-langd} m' },
    colors: ['svart', 'gra', 'vit'],
    price: [99, 699],
    priceBy: 'kabel-langd',
    specs: [
      s('hdmi-version', ['2.0 Premium High Speed', '2.1 Ultra High Speed'], [1, 2]),
      s('kabel-langd', [1, 1.5, 2, 3, 5, 10]),
      s('max-upplosning', ['4K', '8K'], [1, 2]),
      s('kontakter', ['HDMI – HDMI', 'HDMI – Micro HDMI', 'HDMI – Mini HDMI'], [8, 1, 1]),
      s('earc', YN, [5, 1]),
      s('flat-kabel', YN, [1, 4]),
      s('uppdateringsfrekvens', [60, 120, 144]),
      s('mantel', ['PVC', 'Flätad nylon']),
      s('andel-atervunnet', [0, 30, 50]),
      s('garanti', ['2 år', '5 år', '10 år']),
    ],
    info: ['{kabel-langd} m', 'HDMI {hdmi-version}', 'Upp till {max-upplosning}', '{mantel}'],
    taglines: [
      'HDMI-kabel för 4K och 8K med eARC.',
      'Tålig HDMI-kabel för TV, konsol och dator.',
    ],
    intro: [
      '{name} överför bild och ljud i upp till {max-upplosning} mellan dina enheter.',
      'Med {name} kopplar du enkelt ihop TV, spelkonsol och soundbar.',
    ],
    sentences: [
      '{if:earc=Ja}Kabeln stöder eARC så att ljudet kan gå från TV:n till soundbaren.',
      'Guldpläterade kontakter ger säker anslutning år efter år.',
      'Med stöd för {uppdateringsfrekvens} Hz passar kabeln även för spel.',
    ],
  },

  // ----- Datorer & surfplattor -----
  'windows-laptop': {
    ...LAPTOP_BASE,
    noun: 'bärbar dator',
    brands: [
      ['Lenovo', [sz('IdeaPad Slim 3', 14, 15.6), sz('IdeaPad Slim 5', 14, 16), sz('Yoga 7', 14, 16), sz('ThinkPad E14', 14), sz('ThinkPad X1 Carbon', 14)], ''],
      ['Asus', [sz('Vivobook 15', 15.6), sz('Vivobook S 14', 14), sz('Zenbook 14 OLED', 14)], ''],
      ['HP', [sz('Pavilion 15', 15.6), sz('EliteBook 840', 14), sz('OmniBook X', 14), sz('Envy x360', 14, 16)], ''],
      ['Dell', [sz('Inspiron 14', 14), sz('Inspiron 16', 16), sz('XPS 13', 13.3), sz('Latitude 5450', 14)], ''],
      ['Samsung', [sz('Galaxy Book4', 15.6), sz('Galaxy Book4 Pro', 14, 16)], ''],
    ],
    price: [4990, 24990],
    specs: laptopSpecs(['Windows 11 Home', 'Windows 11 Pro'], ['Integrerad grafik'], [8, 16, 32]),
  },
  'macbook': {
    ...LAPTOP_BASE,
    noun: 'MacBook',
    name: '{brand} {series} {skarmstorlek}"[ {lagring:storage}]',
    brands: [['Apple', [
      ['MacBook Air', { skarmstorlek: [13.6, 15.3], processor: ['Apple M3', 'Apple M4'], upplosning: ['Liquid Retina'] }],
      ['MacBook Pro', { skarmstorlek: [14.2, 16.2], processor: ['Apple M4', 'Apple M4 Pro', 'Apple M4 Max'], upplosning: ['Liquid Retina XDR'] }],
    ], '']],
    colors: ['silver', 'gra', 'svart', 'beige'],
    price: [11990, 39990],
    variants: ['color', 'storage'],
    colorInName: true,
    storageStepKr: 2500,
    specs: [
      s('skarmstorlek', [13.6, 14.2, 15.3, 16.2]),
      s('processor', ['Apple M3', 'Apple M4', 'Apple M4 Pro', 'Apple M4 Max'], [3, 4, 2, 1]),
      s('ram', [16, 24, 32, 48]),
      s('lagring', [256, 512, 1024, 2048], [3, 4, 2, 1]),
      s('operativsystem', ['macOS']),
      s('grafik', ['Integrerad grafik']),
      s('upplosning', ['Liquid Retina', 'Liquid Retina XDR']),
      s('uppdateringsfrekvens', [60, 120]),
      s('batteritid', r(15, 24)),
      s('vikt', [1.2, 1.5, 1.6, 2.1]),
      s('anslutningar-dator', ['USB-C', 'Thunderbolt 4', 'HDMI', 'Kortläsare', 'Wi-Fi 6E', 'Bluetooth 5.3', '3,5 mm-uttag']),
      s('bakgrundsbelysning', ['Ja']),
      s('pekskarm', ['Nej']),
      s('webbkamera', ['1080p']),
      s('garanti', ['1 år']),
    ],
  },
  'chromebook': {
    ...LAPTOP_BASE,
    noun: 'Chromebook',
    brands: [
      ['Lenovo', [sz('IdeaPad Slim 3i', 14, 15.6), sz('IdeaPad Flex 5i', 14)], ''],
      ['Asus', [sz('CX15', 15.6), sz('Plus CX34', 14)], ''],
      ['HP', [sz('14a', 14), sz('Plus 15a', 15.6)], ''],
      ['Dell', [sz('3120', 13.3)], ''],
    ],
    price: [2990, 7990],
    specs: laptopSpecs(['ChromeOS'], ['Integrerad grafik'], [4, 8], [64, 128, 256]),
  },
  'stationar-dator': {
    ...DESKTOP_BASE,
    noun: 'stationär dator',
    brands: [
      ['HP', ['Pavilion Desktop', 'ProDesk 400', 'All-in-One 24'], '', { specs: { operativsystem: ['Windows 11 Home', 'Windows 11 Pro'], processor: PC_CPUS } }],
      ['Lenovo', ['IdeaCentre 5', 'ThinkCentre M70s', 'IdeaCentre AIO 3'], '', { specs: { operativsystem: ['Windows 11 Home', 'Windows 11 Pro'], processor: PC_CPUS } }],
      ['Dell', ['Inspiron Desktop', 'XPS Desktop', 'OptiPlex 7020'], '', { specs: { operativsystem: ['Windows 11 Home', 'Windows 11 Pro'], processor: PC_CPUS } }],
      ['Apple', ['Mac mini', 'Mac Studio', 'iMac 24"'], '', { specs: { operativsystem: ['macOS'], processor: ['Apple M4', 'Apple M4 Pro'] } }],
      ['Asus', ['ExpertCenter D7', 'Vivo AiO 24'], '', { specs: { operativsystem: ['Windows 11 Home', 'Windows 11 Pro'], processor: PC_CPUS } }],
    ],
    price: [5990, 24990],
    specs: desktopSpecs(['Integrerad grafik', 'NVIDIA GeForce RTX 4060'], ['Windows 11 Home', 'Windows 11 Pro', 'macOS']),
  },
  'surfplatta': {
    icon: 'surfplatta',
    noun: 'surfplatta',
    name: '{brand} {series} {skarmstorlek}"[ {lagring:storage}] {mobilnat}',
    brands: [
      ['Apple', [
        ['iPad', { skarmstorlek: [10.9], skarmtyp: ['Liquid Retina'], lagring: [64, 256], pennstod: ['Ja'] }],
        ['iPad Air', { skarmstorlek: [11, 13], skarmtyp: ['Liquid Retina'], lagring: [128, 256, 512, 1024] }],
        ['iPad Pro', { skarmstorlek: [11, 13], skarmtyp: ['OLED'], lagring: [256, 512, 1024], pennstod: ['Ja'] }],
        ['iPad mini', { skarmstorlek: [8.3], skarmtyp: ['Liquid Retina'], lagring: [128, 256, 512] }],
      ], '', { specs: { operativsystem: ['iPadOS'] } }],
    ],
    colors: ['silver', 'gra', 'bla', 'rosa', 'guld'],
    price: [4490, 19990],
    priceBy: 'lagring',
    variants: ['color', 'storage'],
    colorInName: true,
    storageStepKr: 1500,
    specs: [
      s('skarmstorlek', [8.3, 10.9, 11, 13]),
      s('lagring', [64, 128, 256, 512, 1024], [2, 4, 3, 1, 1]),
      s('ram', [4, 6, 8, 12, 16]),
      s('operativsystem', ['iPadOS', 'Android']),
      s('mobilnat', ['Wi-Fi', 'Wi-Fi + 5G'], [3, 1]),
      s('batteritid', [10, 11, 12, 14]),
      s('vikt-g', r(290, 680, 30)),
      s('kamera-mp', [8, 12, 13]),
      s('pennstod', YN, [3, 1]),
      s('anslutningar-mobil', [...MOBILE_CONNECTIONS, 'Smart Connector']),
      s('skarmtyp', ['LCD', 'OLED', 'Liquid Retina']),
      s('garanti', ['1 år', '2 år']),
    ],
    info: ['{skarmstorlek}" {skarmtyp}', '{lagring:storage} lagring', '{mobilnat}', 'Upp till {batteritid} timmars batteritid'],
    taglines: [
      'Surfplatta för film, läsning och anteckningar.',
      'Lätt och snabb surfplatta med skarp skärm.',
    ],
    intro: [
      '{name} är lätt att ta med och räcker upp till {batteritid} timmar på en laddning.',
      'Med {name} har du film, spel och anteckningar samlade i en tunn surfplatta.',
    ],
    sentences: [
      'Skärmen på {skarmstorlek} tum ger skarp text och klara färger.',
      '{if:pennstod=Ja}Med stöd för penna kan du anteckna och skissa direkt på skärmen.',
      'Lagringen på {lagring:storage} rymmer appar, foton och nedladdade serier.',
      'Anslut ett tangentbord så blir surfplattan en liten dator.',
    ],
  },
  'android-surfplatta': {
    icon: 'surfplatta',
    noun: 'surfplatta',
    name: '{brand} {series} {skarmstorlek}"[ {lagring:storage}] {mobilnat}',
    brands: [
      ['Samsung', [sz('Galaxy Tab S9 FE', 10.9), sz('Galaxy Tab S10+', 12.4), sz('Galaxy Tab A9+', 11), sz('Galaxy Tab S10 Ultra', 14.6)], ''],
      ['Lenovo', [sz('Tab P12', 12.4), sz('Tab M11', 11), sz('Tab Plus', 11)], ''],
    ],
    colors: ['gra', 'silver', 'bla', 'gron'],
    price: [1990, 13990],
    priceBy: 'lagring',
    variants: ['color', 'storage'],
    colorInName: true,
    storageStepKr: 1000,
    specs: [
      s('skarmstorlek', [8.7, 10.9, 11, 12.4, 14.6]),
      s('lagring', [64, 128, 256, 512], [2, 4, 3, 1]),
      s('ram', [4, 6, 8, 12]),
      s('operativsystem', ['Android']),
      s('mobilnat', ['Wi-Fi', 'Wi-Fi + 5G'], [3, 1]),
      s('batteritid', [10, 12, 14, 16]),
      s('vikt-g', r(330, 720, 30)),
      s('kamera-mp', [8, 12, 13]),
      s('pennstod', YN),
      s('anslutningar-mobil', MOBILE_CONNECTIONS),
      s('skarmtyp', ['LCD', 'OLED']),
      s('garanti', ['2 år']),
    ],
    info: ['{skarmstorlek}" {skarmtyp}', '{lagring:storage} lagring', '{ram} GB RAM', '{mobilnat}'],
    taglines: [
      'Prisvärd surfplatta för hela familjen.',
      'Android-surfplatta med stor skärm och lång batteritid.',
    ],
    intro: [
      '{name} har en skärm på {skarmstorlek} tum som passar för film och spel.',
      'Med {name} får du en smidig surfplatta för allt från läxor till serier.',
    ],
    sentences: [
      'Med flera användarprofiler kan hela familjen dela på surfplattan.',
      'Minneskortplatsen gör det enkelt att utöka lagringen.',
      'Stereohögtalarna ger bra ljud även utan hörlurar.',
      'Batteriet räcker upp till {batteritid} timmars videouppspelning.',
    ],
  },
  'bildskarm': {
    icon: 'bildskarm',
    noun: 'bildskärm',
    name: '{brand} {series} {model} {skarmstorlek}" {noun}',
    brands: [
      ['Samsung', ['Odyssey G5', 'ViewFinity S6', 'Smart Monitor M7'], '@##@'],
      ['LG', ['UltraGear', 'UltraFine', 'UltraWide'], '##@@##'],
      ['Dell', ['UltraSharp', 'P-serien', 'S-serien'], '@##2#@'],
      ['Asus', ['ProArt', 'TUF Gaming', 'ROG Strix'], '@@##@'],
      ['HP', ['Series 5', 'OMEN'], '5##@'],
      ['Lenovo', ['ThinkVision', 'Legion'], '@##-##'],
    ],
    colors: ['svart', 'vit', 'silver'],
    price: [1490, 12990],
    priceBy: 'skarmstorlek',
    energyLabel: true,
    specs: [
      s('skarmstorlek', [24, 27, 32, 34, 49]),
      s('upplosning', ['Full HD', 'QHD', '4K Ultra HD', 'UWQHD']),
      s('uppdateringsfrekvens', [60, 75, 100, 144, 165, 240]),
      s('paneltyp', ['IPS', 'VA', 'OLED', 'TN'], [5, 2, 1, 1]),
      s('svarstid', [1, 2, 4, 5]),
      s('anslutningar-skarm', ['HDMI', 'DisplayPort', 'USB-C', 'USB-hubb', '3,5 mm-uttag']),
      s('hojdjusterbar', YN),
      s('energiklass', ['D', 'E', 'F', 'G'], [1, 3, 3, 1]),
      s('effekt-drift', r(15, 60, 5)),
      s('vesa', ['100 x 100']),
      s('bojd', YN, [1, 4]),
      s('hdr', ['HDR10', 'DisplayHDR 400', 'DisplayHDR 600']),
      s('garanti', WARRANTY_2_3, [2, 1]),
    ],
    info: ['{skarmstorlek}" {paneltyp}', '{upplosning}', '{uppdateringsfrekvens} Hz', 'Energiklass {energiklass}'],
    taglines: [
      'Skarp bildskärm för arbete och nöje.',
      'Bildskärm med snabb uppdatering för mjuka rörelser.',
    ],
    intro: [
      '{name} ger dig en skarp bild och gott om yta för både arbete och spel.',
      'Med {name} får du en tydlig och ergonomisk arbetsplats.',
    ],
    sentences: [
      'Med {uppdateringsfrekvens} Hz blir rörelser mjuka, både i spel och när du scrollar.',
      'Flimmerfri bakgrundsbelysning och blåljusfilter skonar ögonen under långa dagar.',
      'Den tunna ramen gör att två skärmar kan stå sida vid sida.',
      '{if:anslutningar-skarm=USB-C}Via USB-C kan skärmen ladda den bärbara datorn med samma kabel som bilden går i.',
      '{if:hojdjusterbar=Ja}Foten går att justera så att skärmen hamnar i rätt höjd.',
    ],
  },
  'mus': {
    ...MOUSE_BASE,
    noun: 'trådlös mus',
    brands: [
      ['Logitech', ['MX Master 3S', 'MX Anywhere 3S', 'M240 Silent', 'Lift', 'Signature M650', 'Pebble Mouse 2'], ''],
      ['Apple', ['Magic Mouse'], ''],
      ['HP', ['240', '430 Multi-Device', '710'], ''],
      ['Dell', ['MS3320W', 'Premier MS900'], ''],
      ['Lenovo', ['ThinkPad Bluetooth Silent', 'Yoga Pro'], ''],
    ],
    price: [149, 1290],
    priceBy: 'antal-knappar',
    specs: [
      s('anslutning', ['Trådlös (Bluetooth)', 'Trådlös (USB-mottagare)', 'Trådbunden USB']),
      s('dpi', [1000, 1600, 2400, 4000, 8000]),
      s('antal-knappar', [3, 4, 5, 6, 7]),
      s('batteritid-man', [3, 6, 12, 18, 24]),
      s('ergonomi', ['Högerhänt', 'Symmetrisk', 'Vertikal']),
      s('tyst-klick', YN),
      s('vikt-g', r(60, 150, 10)),
      s('stromforsorjning', ['Uppladdningsbart batteri', 'AA-batteri', 'AAA-batteri']),
      s('kompatibilitet', ['Windows', 'macOS', 'ChromeOS', 'Linux', 'iPadOS']),
      s('garanti', WARRANTY_1_2),
    ],
  },
  'tangentbord': {
    ...KEYBOARD_BASE,
    noun: 'tangentbord',
    brands: [
      ['Logitech', ['MX Keys S', 'K380', 'Pebble Keys 2', 'Signature K650', 'MX Mechanical'], ''],
      ['Apple', ['Magic Keyboard'], ''],
      ['Dell', ['KB700', 'KM7120W'], ''],
      ['HP', ['350', '460', '975'], ''],
    ],
    price: [249, 1990],
    priceBy: 'tangentbord-storlek',
    specs: [
      s('anslutning', ['Trådlös (Bluetooth)', 'Trådlös (USB-mottagare)', 'Trådbunden USB']),
      s('layout', ['Svensk/finsk', 'Nordisk']),
      s('tangentbord-storlek', ['Kompakt (75 %)', 'Utan numerisk del (TKL)', 'Fullstorlek']),
      s('brytartyp', ['Membran', 'Sax', 'Mekanisk, brun']),
      s('bakgrundsbelysning', YN),
      s('batteritid-man', [1, 3, 6, 12, 24]),
      s('kompatibilitet', ['Windows', 'macOS', 'ChromeOS', 'Linux', 'iPadOS']),
      s('vikt-g', r(300, 1100, 100)),
      s('multienhet', [1, 2, 3]),
      s('garanti', WARRANTY_1_2),
    ],
  },
  'webbkamera': {
    icon: 'webbkamera',
    noun: 'webbkamera',
    name: '{brand} {series} {noun}',
    brands: [
      ['Logitech', ['Brio 500', 'C920', 'Brio 4K', 'StreamCam', 'MX Brio'], ''],
      ['Dell', ['Pro', 'UltraSharp'], ''],
      ['HP', ['620 FHD', '965 4K'], ''],
      ['Asus', ['ROG Eye S', 'C3'], ''],
      ['Lenovo', ['Performance FHD'], ''],
    ],
    colors: ['svart', 'gra', 'vit'],
    price: [399, 2490],
    priceBy: 'videoupplosning',
    specs: [
      s('videoupplosning', ['720p', '1080p', '1440p', '4K'], [1, 4, 1, 2]),
      s('bildfrekvens', [30, 60]),
      s('synfalt', [65, 78, 82, 90]),
      s('mikrofon', ['Ja']),
      s('autofokus', YN, [4, 1]),
      s('sekretesslucka', YN),
      s('usb-anslutning', ['USB-C', 'USB-A']),
      s('kompatibilitet', ['Windows', 'macOS', 'ChromeOS', 'Linux']),
      s('montering', ['Skärmklämma', 'Stativgänga', 'Skärmklämma och stativgänga']),
      s('garanti', WARRANTY_1_2),
    ],
    info: ['{videoupplosning} i {bildfrekvens} fps', '{synfalt}° synfält', 'Sekretesslucka: {sekretesslucka:lc}', '{usb-anslutning}'],
    taglines: [
      'Webbkamera som får dig att se skarp ut i videomöten.',
      'Tydlig bild och bra ljud för distansmöten.',
    ],
    intro: [
      '{name} filmar i {videoupplosning} och får dig att synas tydligt i varje möte.',
      'Med {name} blir videosamtal skarpare och ljudet tydligare.',
    ],
    sentences: [
      'Den automatiska ljuskorrigeringen ger bra bild även i dålig belysning.',
      'Två mikrofoner fångar din röst och dämpar bakgrundsljud.',
      'Kameran fungerar direkt med Teams, Zoom och Google Meet.',
      '{if:sekretesslucka=Ja}Sekretessluckan täcker linsen när du inte använder kameran.',
    ],
  },

  // ----- Mobiler & smartklockor -----
  'iphone': {
    icon: 'mobil',
    noun: 'mobiltelefon',
    name: '{brand} {series}[ {lagring:storage}]',
    brands: [['Apple', [
      ['iPhone 15', { skarmstorlek: [6.1], 'kamera-mp': [48], uppdateringsfrekvens: [60], lagring: [128, 256, 512] }],
      ['iPhone 16', { skarmstorlek: [6.1], 'kamera-mp': [48], uppdateringsfrekvens: [60], lagring: [128, 256, 512] }],
      ['iPhone 16 Plus', { skarmstorlek: [6.7], 'kamera-mp': [48], uppdateringsfrekvens: [60], lagring: [128, 256, 512] }],
      ['iPhone 16 Pro', { skarmstorlek: [6.3], 'kamera-mp': [48], uppdateringsfrekvens: [120] }],
      ['iPhone 16 Pro Max', { skarmstorlek: [6.9], 'kamera-mp': [48], uppdateringsfrekvens: [120], lagring: [256, 512, 1024] }],
      ['iPhone 16e', { skarmstorlek: [6.1], 'kamera-mp': [48], uppdateringsfrekvens: [60], lagring: [128, 256, 512] }],
    ], '']],
    colors: ['svart', 'vit', 'bla', 'rosa', 'gron', 'beige'],
    price: [7990, 19990],
    priceBy: 'lagring',
    variants: ['color', 'storage'],
    colorInName: true,
    storageStepKr: 2500,
    specs: [
      s('skarmstorlek', [6.1, 6.3, 6.7, 6.9]),
      s('lagring', [128, 256, 512, 1024], [4, 3, 2, 1]),
      s('ram', [6, 8]),
      s('operativsystem', ['iOS']),
      s('kamera-mp', [12, 48]),
      s('mobilnat', ['5G']),
      s('skarmtyp', ['OLED']),
      s('batterikapacitet', [3279, 3561, 4005, 4685]),
      s('vattentathet', ['IP68']),
      s('anslutningar-mobil', [...MOBILE_CONNECTIONS, 'MagSafe']),
      s('tradlos-laddning', ['Ja']),
      s('dual-sim', ['Ja, eSIM', 'Ja, fysiskt SIM och eSIM']),
      s('vikt-g', [167, 170, 199, 227]),
      s('uppdateringsfrekvens', [60, 120]),
      s('garanti', ['1 år']),
    ],
    info: ['{skarmstorlek}" {skarmtyp}-skärm', '{kamera-mp} MP kamera', '{lagring:storage} lagring', '{mobilnat}'],
    taglines: [
      'Kraftfull iPhone med fantastisk kamera.',
      'iPhone med lång batteritid och skarp OLED-skärm.',
    ],
    intro: [
      '{name} har en skarp skärm på {skarmstorlek} tum och en kamera på {kamera-mp} MP.',
      'Med {name} får du snabb prestanda, smarta funktioner och en kamera som tar fina bilder i alla ljus.',
    ],
    sentences: [
      'Kameran tar skarpa bilder även i svagt ljus, och filmar i 4K.',
      'Telefonen är klassad IP68 och tål både regn och ett dopp.',
      'Med MagSafe fäster laddare och tillbehör magnetiskt på baksidan.',
      'Lagringen på {lagring:storage} rymmer tusentals bilder och filmer.',
      'Face ID låser upp telefonen med en blick.',
    ],
  },
  'android-mobil': {
    icon: 'mobil',
    noun: 'mobiltelefon',
    name: '{brand} {series}[ {lagring:storage}]',
    brands: [
      ['Samsung', ['Galaxy S24', 'Galaxy S24+', 'Galaxy S24 Ultra', 'Galaxy S24 FE', 'Galaxy A55 5G', 'Galaxy A35 5G', 'Galaxy A16', 'Galaxy Z Flip6', 'Galaxy Z Fold6'], ''],
      ['Sony', ['Xperia 1 VI', 'Xperia 10 VI'], ''],
    ],
    colors: ['svart', 'gra', 'bla', 'gron', 'silver', 'rosa'],
    price: [1990, 21990],
    priceBy: 'ram',
    variants: ['color', 'storage'],
    colorInName: true,
    storageStepKr: 1200,
    specs: [
      s('skarmstorlek', [6.1, 6.5, 6.6, 6.7, 6.8]),
      s('lagring', [128, 256, 512, 1024], [5, 4, 2, 1]),
      s('ram', [4, 6, 8, 12]),
      s('operativsystem', ['Android']),
      s('kamera-mp', [48, 50, 108, 200]),
      s('mobilnat', ['5G', '4G'], [5, 1]),
      s('skarmtyp', ['AMOLED', 'OLED', 'LCD'], [4, 2, 1]),
      s('batterikapacitet', [4000, 4400, 4700, 5000, 5500]),
      s('vattentathet', ['IP67', 'IP68', 'IP54']),
      s('anslutningar-mobil', MOBILE_CONNECTIONS),
      s('tradlos-laddning', YN),
      s('dual-sim', ['Ja, eSIM', 'Ja, två fysiska SIM', 'Ja, fysiskt SIM och eSIM']),
      s('vikt-g', r(160, 240, 10)),
      s('uppdateringsfrekvens', [60, 90, 120]),
      s('garanti', ['2 år']),
    ],
    info: ['{skarmstorlek}" {skarmtyp}-skärm', '{kamera-mp} MP kamera', '{batterikapacitet} mAh batteri', '{lagring:storage} lagring'],
    taglines: [
      'Snabb Android-telefon med stort batteri.',
      'Mobil med skarp skärm och en kamera för alla tillfällen.',
    ],
    intro: [
      '{name} har en {skarmstorlek} tum stor skärm och ett batteri på {batterikapacitet} mAh.',
      'Med {name} får du en snabb mobil med en kamera på {kamera-mp} MP.',
    ],
    sentences: [
      'Batteriet på {batterikapacitet} mAh räcker gott en hel dag, ofta längre.',
      'Skärmen uppdateras i upp till {uppdateringsfrekvens} Hz för mjuk scrollning.',
      'Telefonen får säkerhetsuppdateringar i flera år framöver.',
      '{if:dual-sim=Ja, eSIM|Ja, fysiskt SIM och eSIM}Med eSIM kan du ha två nummer i samma telefon.',
      'Snabbladdningen ger många timmars användning på en kort stund.',
    ],
  },
  'smartklocka': {
    icon: 'smartklocka',
    noun: 'smartklocka',
    name: '{brand} {series}[ {boettstorlek} mm]',
    brands: [
      ['Apple', [['Watch Series 10', { boettstorlek: [42, 46] }], ['Watch SE', { boettstorlek: [40, 44] }]], '',
        { specs: { operativsystem: ['watchOS'], betalning: ['Apple Pay'], 'fungerar-med': ['iPhone'] } }],
      ['Samsung', [['Galaxy Watch7', { boettstorlek: [40, 44] }], ['Galaxy Watch FE', { boettstorlek: [40] }]], '',
        { specs: { operativsystem: ['Wear OS'], betalning: ['Samsung Wallet', 'Google Wallet'], 'fungerar-med': ['Android'] } }],
      ['Garmin', [['Venu 3', { boettstorlek: [41, 45] }], ['Vivoactive 5', { boettstorlek: [42] }], ['Venu Sq 2', { boettstorlek: [40] }]], '',
        { specs: { operativsystem: ['Garmin OS'], betalning: ['Garmin Pay'] } }],
    ],
    colors: ['svart', 'silver', 'rosa', 'guld', 'bla', 'beige'],
    price: [1990, 6990],
    priceBy: 'boettstorlek',
    variants: ['color', 'size'],
    colorInName: true,
    specs: [
      s('boettstorlek', [40, 41, 42, 44, 45, 46]),
      s('skarmtyp', ['OLED', 'AMOLED']),
      s('operativsystem', ['watchOS', 'Wear OS', 'Garmin OS']),
      s('batteritid-dagar', [1, 2, 5, 11]),
      s('vattentathet', ['5 ATM', 'IP68', '10 ATM']),
      s('halsofunk', HEALTH_FUNCS),
      s('gps', ['Inbyggd', 'Via telefonen'], [4, 1]),
      s('mobilnat-klocka', ['Nej', 'LTE/eSIM'], [3, 1]),
      s('fungerar-med', ['iPhone', 'Android']),
      s('vikt-g', r(30, 62, 4)),
      s('betalning', ['Apple Pay', 'Samsung Wallet', 'Google Wallet', 'Garmin Pay']),
      s('garanti', WARRANTY_1_2),
    ],
    info: ['{skarmtyp}-skärm', 'Batteritid upp till {batteritid-dagar} dygn', '{halsofunk}', 'GPS: {gps:lc}'],
    taglines: [
      'Smartklocka som håller koll på hälsa, träning och aviseringar.',
      'Snygg smartklocka med betalning direkt från handleden.',
    ],
    intro: [
      '{name} håller koll på puls, sömn och träning, dygnet runt.',
      'Med {name} ser du aviseringar, betalar och tränar direkt från handleden.',
    ],
    sentences: [
      'Klockan tål vatten och kan användas när du simmar.',
      'Sömnanalysen visar hur du har sovit och ger tips för bättre återhämtning.',
      '{if:gps=Inbyggd}Med inbyggd GPS kan du lämna telefonen hemma när du springer.',
      'Armbandet byts enkelt utan verktyg.',
      'Betala kontaktlöst genom att hålla klockan mot kortterminalen.',
    ],
  },
  'aktivitetsarmband': {
    icon: 'aktivitetsarmband',
    noun: 'aktivitetsarmband',
    name: '{brand} {series} {noun}',
    brands: [
      ['Garmin', ['Vivosmart 5', 'Vivofit 4', 'Lily 2'], '', { specs: { betalning: ['Garmin Pay', 'Nej'] } }],
      ['Samsung', ['Galaxy Fit3'], '', { specs: { betalning: ['Nej'] } }],
    ],
    colors: ['svart', 'rosa', 'bla', 'gron', 'vit'],
    price: [590, 1990],
    specs: [
      s('skarmtyp', ['OLED', 'AMOLED', 'LCD']),
      s('batteritid-dagar', [5, 7, 10, 13, 14, 21]),
      s('vattentathet', ['5 ATM', 'IP68']),
      s('halsofunk', ['Puls', 'Blodsyre', 'Sömnanalys', 'Stressmätning']),
      s('gps', ['Via telefonen', 'Inbyggd'], [4, 1]),
      s('fungerar-med', ['iPhone', 'Android']),
      s('vikt-g', [15, 18, 21, 25, 30]),
      s('skarmstorlek', [0.9, 1.1, 1.47, 1.6]),
      s('betalning', ['Garmin Pay', 'Nej']),
      s('garanti', WARRANTY_1_2),
    ],
    info: ['Batteritid upp till {batteritid-dagar} dygn', '{vattentathet}', '{halsofunk}'],
    taglines: [
      'Lätt aktivitetsarmband som räknar steg, puls och sömn.',
      'Diskret armband för ett mer aktivt liv.',
    ],
    intro: [
      '{name} är lätt och diskret och räcker upp till {batteritid-dagar} dygn på en laddning.',
      'Med {name} ser du hur mycket du rör dig och hur du sover.',
    ],
    sentences: [
      'Armbandet påminner dig om att röra på dig när du har suttit still för länge.',
      'Aviseringar från telefonen syns direkt på skärmen.',
      'Armbandet tål vatten och kan bäras i duschen och simhallen.',
      'Allt sparas i appen, där du ser trender vecka för vecka.',
    ],
  },
  'pulsklocka': {
    icon: 'smartklocka',
    noun: 'GPS-klocka',
    name: '{brand} {series} {noun}',
    brands: [
      ['Garmin', ['Forerunner 165', 'Forerunner 265', 'Forerunner 965', 'Fenix 8', 'Instinct 2X Solar', 'Enduro 3'], '', { specs: { betalning: ['Garmin Pay'] } }],
      ['Samsung', ['Galaxy Watch Ultra'], '', { specs: { betalning: ['Samsung Wallet'], 'fungerar-med': ['Android'] } }],
      ['Apple', ['Watch Ultra 2'], '', { specs: { betalning: ['Apple Pay'], 'fungerar-med': ['iPhone'] } }],
    ],
    colors: ['svart', 'gra', 'silver', 'gron', 'bla'],
    price: [2490, 11990],
    priceBy: 'batteritid-dagar',
    specs: [
      s('skarmtyp', ['AMOLED', 'MIP']),
      s('batteritid-dagar', [4, 7, 11, 13, 16, 23, 28]),
      s('vattentathet', ['5 ATM', '10 ATM']),
      s('halsofunk', HEALTH_FUNCS),
      s('gps', ['Inbyggd']),
      s('sporter', ['Löpning', 'Cykling', 'Simning', 'Skidor', 'Golf', 'Triathlon', 'Vandring']),
      s('kartor', YN),
      s('fungerar-med', ['iPhone', 'Android']),
      s('vikt-g', r(40, 90, 5)),
      s('betalning', ['Garmin Pay', 'Samsung Wallet', 'Apple Pay']),
      s('boettstorlek', [42, 45, 47, 49]),
      s('garanti', WARRANTY_1_2),
    ],
    info: ['Batteritid upp till {batteritid-dagar} dygn', '{sporter}', 'Kartor: {kartor:lc}', '{vattentathet}'],
    taglines: [
      'Träningsklocka med exakt GPS och lång batteritid.',
      'GPS-klocka för löpning, cykling och äventyr.',
    ],
    intro: [
      '{name} är byggd för träning, med exakt GPS och upp till {batteritid-dagar} dygns batteritid.',
      'Med {name} får du träningsdata i världsklass direkt på handleden.',
    ],
    sentences: [
      'Klockan föreslår dagens pass utifrån din återhämtning.',
      '{if:kartor=Ja}Med kartor i klockan hittar du rätt även på okända stigar.',
      'Pulsmätaren vid handleden fungerar även under simning.',
      'Träningsbelastningen visar om du tränar för lite, lagom eller för mycket.',
    ],
  },
  'mobilskal': {
    icon: 'mobilskal',
    noun: 'mobilskal',
    name: '{brand} {series} för {passar}',
    brands: [
      ['Apple', ['Silikonskal med MagSafe', 'Klart skal med MagSafe', 'FineWoven-plånbok'], '', { specs: { passar: ['iPhone 15', 'iPhone 16', 'iPhone 16 Pro', 'iPhone 16 Pro Max'] } }],
      ['Samsung', ['Silicone Case', 'Clear Case', 'Smart View Wallet Case'], '', { specs: { passar: ['Galaxy S24', 'Galaxy S24 Ultra', 'Galaxy A55 5G'], magsafe: ['Nej'] } }],
    ],
    generic: { chance: 0.4, series: ['Silikonskal', 'Plånboksfodral', 'Transparent skal', 'Läderfodral', 'Stötsäkert skal'], name: '{series} för {passar}' },
    colors: ['svart', 'bla', 'rosa', 'gron', 'rod', 'beige', 'brun'],
    price: [149, 699],
    specs: [
      s('passar', ['iPhone 15', 'iPhone 16', 'iPhone 16 Pro', 'iPhone 16 Pro Max', 'Galaxy S24', 'Galaxy S24 Ultra', 'Galaxy A55 5G']),
      s('material', ['Silikon', 'Läder', 'Plast', 'Tyg', 'Återvunnen plast']),
      s('skaltyp', ['Skal', 'Plånboksfodral', 'Bumper'], [5, 2, 1]),
      s('magsafe', YN),
      s('fallskydd', [1, 1.2, 2, 3]),
      s('tradlos-laddning', ['Ja']),
      s('kortfack', YN, [1, 3]),
      s('andel-atervunnet', [0, 30, 50, 100]),
      s('tjocklek', [1, 1.5, 2, 3]),
      s('garanti', ['1 år', '2 år']),
    ],
    info: ['Passar {passar}', '{material}', 'Fallskydd {fallskydd} m', 'MagSafe: {magsafe:lc}'],
    taglines: [
      'Tunt skal som skyddar mobilen mot repor och fall.',
      'Skal med bra grepp och stöd för trådlös laddning.',
    ],
    intro: [
      '{name} skyddar telefonen mot stötar och repor utan att göra den klumpig.',
      'Med {name} får mobilen ett snyggt och tåligt skydd.',
    ],
    sentences: [
      'Skalet är testat för fall från {fallskydd} meters höjd.',
      'Upphöjda kanter skyddar kameran och skärmen när telefonen ligger ned.',
      'Du kan ladda trådlöst utan att ta av skalet.',
      'Exakta urtag gör att alla knappar och portar går lätt att nå.',
    ],
  },
  'laddare': {
    icon: 'laddare',
    noun: 'laddare',
    name: '{brand} {effekt-ladd} W {laddartyp:lc}',
    brands: [
      ['Samsung', [''], ''],
      ['Apple', [''], '', { specs: { 'snabbladdning': ['USB Power Delivery'], portar: ['USB-C', 'MagSafe'] } }],
      ['Philips', [''], ''],
      ['Logitech', [''], '', { specs: { laddartyp: ['Trådlös laddare', 'Laddstation'] } }],
    ],
    generic: { chance: 0.4, series: [''], name: '{laddartyp} {effekt-ladd} W' },
    colors: ['vit', 'svart'],
    price: [149, 1290],
    priceBy: 'effekt-ladd',
    specs: [
      s('effekt-ladd', [15, 20, 25, 30, 45, 65, 100]),
      s('laddartyp', ['USB-C-laddare', 'Trådlös laddare', 'Billaddare', 'Laddstation'], [5, 2, 1, 1]),
      s('antal-portar', [1, 2, 3, 4]),
      s('portar', ['USB-C', 'USB-A', 'Qi2', 'MagSafe']),
      s('snabbladdning', ['USB Power Delivery', 'PPS', 'Quick Charge', 'Qi2']),
      s('gan', YN),
      s('kabel-medf', YN),
      s('vikt-g', r(40, 200, 20)),
      s('kompatibla-enheter', ['iPhone', 'Android-telefoner', 'Surfplattor', 'Bärbara datorer', 'Hörlurar', 'Smartklockor']),
      s('garanti', ['1 år', '2 år']),
    ],
    info: ['{effekt-ladd} W', 'Antal portar: {antal-portar}', '{snabbladdning}', 'Kabel medföljer: {kabel-medf:lc}'],
    taglines: [
      'Snabb laddare som laddar mobilen på nolltid.',
      'Kompakt laddare för mobil, surfplatta och hörlurar.',
    ],
    intro: [
      '{name} ger upp till {effekt-ladd} W och laddar dina enheter snabbt och säkert.',
      'Med {name} laddar du mobilen och andra prylar snabbare.',
    ],
    sentences: [
      'Laddaren känner av vilken enhet som är ansluten och ger rätt effekt.',
      'Skydd mot överhettning, överladdning och kortslutning är inbyggt.',
      'Det kompakta formatet gör laddaren lätt att ta med på resan.',
      '{if:antal-portar=2|3|4}Med flera portar laddar du mobilen och hörlurarna samtidigt.',
    ],
  },
  'powerbank': {
    icon: 'powerbank',
    noun: 'powerbank',
    name: '{brand} {series} {noun} {kapacitet-mah} mAh',
    brands: [
      ['Samsung', ['EB-P3400', 'EB-U2510'], ''],
      ['Philips', ['DLP1810', 'DLP2710'], ''],
      ['Sony', ['CP-V10'], ''],
    ],
    generic: { chance: 0.4, series: [''], name: 'Powerbank {kapacitet-mah} mAh' },
    colors: ['svart', 'vit', 'gra', 'bla'],
    price: [199, 1290],
    priceBy: 'kapacitet-mah',
    specs: [
      s('kapacitet-mah', [5000, 10000, 20000, 26800]),
      s('effekt-ladd', [15, 20, 25, 30, 45, 65]),
      s('antal-portar', [1, 2, 3]),
      s('portar', ['USB-C', 'USB-A', 'Qi2']),
      s('snabbladdning', ['USB Power Delivery', 'PPS', 'Quick Charge']),
      s('tradlos-laddning', YN, [1, 3]),
      s('vikt-g', r(110, 490, 20)),
      s('laddtid', [2, 3, 4, 5, 6, 7]),
      s('display', YN),
      s('garanti', ['1 år', '2 år']),
    ],
    info: ['{kapacitet-mah} mAh', '{effekt-ladd} W', 'Antal portar: {antal-portar}', 'Trådlös laddning: {tradlos-laddning:lc}'],
    taglines: [
      'Powerbank som laddar mobilen flera gånger om.',
      'Kompakt reservbatteri för resan och vardagen.',
    ],
    intro: [
      '{name} räcker till flera fulla laddningar av en vanlig mobil.',
      'Med {name} får du extra ström i fickan när du är på språng.',
    ],
    sentences: [
      '{if:antal-portar=2|3}Du kan ladda två enheter samtidigt.',
      'Powerbanken laddas själv upp via USB-C på {laddtid} timmar.',
      'Indikatorlampor visar hur mycket laddning som finns kvar.',
      'Den får tas med i handbagaget på flyget.',
    ],
  },

  // ----- Hem & hushåll -----
  'skaftdammsugare': {
    icon: 'skaftdammsugare',
    noun: 'skaftdammsugare',
    name: '{brand} {series} {noun}',
    brands: [
      ['Dyson', ['V8 Absolute', 'V12 Detect Slim', 'V15 Detect Absolute', 'Gen5detect'], ''],
      ['Electrolux', ['700 Hygienic', 'Well Q7', 'Ultimate 800'], ''],
      ['Bosch', ['Unlimited 7', 'Unlimited 10', 'Serie 4 Flexxo'], ''],
      ['Philips', ['SpeedPro Max', '3000 Series', '8000 Series Aqua'], ''],
      ['Samsung', ['Bespoke Jet', 'Jet 75', 'Bespoke Jet AI'], ''],
      ['Miele', ['Triflex HX2', 'Duoflex HX1'], ''],
    ],
    colors: ['gra', 'bla', 'rod', 'vit', 'guld', 'gron'],
    price: [1990, 8990],
    priceBy: 'batteritid-min',
    specs: [
      s('batteritid-min', [30, 40, 45, 60, 70, 90]),
      s('laddtid', [3, 4, 5]),
      s('behallare', [0.3, 0.4, 0.5, 0.6, 0.8]),
      s('filter', ['HEPA', 'Tvättbart filter', 'Allergifilter']),
      s('ljudniva', r(75, 84)),
      s('vikt', [1.5, 2, 2.5, 2.8, 3.2]),
      s('munstycken', ['Golvmunstycke', 'Fogmunstycke', 'Dammborste', 'Mjuk valsborste', 'Motoriserat minimunstycke', 'Djurhårsmunstycke']),
      s('sugeffekt', [100, 150, 185, 230, 240]),
      s('funk-dammsugare', ['Dammsensor', 'LED-belysning', 'Display', 'Utbytbart batteri', 'Väggfäste', 'Kan användas som handdammsugare']),
      s('garanti', ['2 år', '5 år'], [4, 1]),
    ],
    info: ['Upp till {batteritid-min} min batteritid', '{sugeffekt} AW sugeffekt', '{filter}', '{funk-dammsugare}'],
    taglines: [
      'Sladdlös dammsugare som gör städningen snabb och smidig.',
      'Lätt skaftdammsugare som blir en handdammsugare på sekunder.',
    ],
    intro: [
      '{name} är sladdlös och städar upp till {batteritid-min} minuter på en laddning.',
      'Med {name} städar du hela hemmet utan sladd som är i vägen.',
    ],
    sentences: [
      'Den mjuka valsen plockar upp både fint damm och större smulor från hårda golv.',
      'Dammbehållaren töms hygieniskt med ett tryck, utan att du behöver röra smutsen.',
      '{if:funk-dammsugare=Kan användas som handdammsugare}Dammsugaren omvandlas till en handdammsugare för soffan och bilen.',
      '{if:funk-dammsugare=Väggfäste}Väggfästet laddar dammsugaren och håller den på plats.',
      '{if:filter=HEPA|Allergifilter}Filtret fångar pollen och fina partiklar, bra för dig med allergi.',
    ],
  },
  'robotdammsugare': {
    icon: 'robotdammsugare',
    noun: 'robotdammsugare',
    name: '{brand} {series} {noun}',
    brands: [
      ['Samsung', ['Jet Bot AI+', 'Jet Bot+', 'Bespoke Jet Bot Combo'], ''],
      ['Dyson', ['360 Vis Nav'], ''],
      ['Philips', ['HomeRun 3000', 'HomeRun 7000'], ''],
      ['Electrolux', ['Pure i9.2', '700 Robot'], ''],
      ['Bosch', ['Serie 6 Roxxter'], ''],
    ],
    colors: ['svart', 'vit', 'gra'],
    price: [2490, 14990],
    priceBy: 'navigering',
    specs: [
      s('batteritid-min', [90, 120, 150, 180, 240]),
      s('navigering', ['Gyro', 'Kamera', 'Lidar']),
      s('moppfunktion', YN),
      s('tomningsstation', YN),
      s('behallare', [0.3, 0.4, 0.5, 0.6]),
      s('sugeffekt-pa', [2500, 4000, 5000, 6000, 8000]),
      s('hojd', [8, 9, 10, 11]),
      s('ljudniva', r(60, 68)),
      s('smart-styrning', SMART),
      s('hinderhojd', [1.5, 2, 2.2]),
      s('garanti', WARRANTY_2_3, [3, 1]),
    ],
    info: ['Navigering: {navigering:lc}', 'Moppfunktion: {moppfunktion:lc}', 'Tömningsstation: {tomningsstation:lc}', '{batteritid-min} min batteritid'],
    taglines: [
      'Robotdammsugare som städar medan du gör annat.',
      'Smart robot som kartlägger hemmet och städar rum för rum.',
    ],
    intro: [
      '{name} kartlägger hemmet och städar rum för rum, helt på egen hand.',
      'Med {name} är golven rena när du kommer hem.',
    ],
    sentences: [
      'Roboten klättrar över trösklar och mattkanter utan att fastna.',
      'I appen ritar du förbjudna zoner, till exempel runt matskålar.',
      '{if:tomningsstation=Ja}Tömningsstationen tömmer dammbehållaren automatiskt efter varje städning.',
      'Roboten är bara {hojd} cm hög och når under soffor och sängar.',
      'När batteriet tar slut åker roboten själv tillbaka och laddar.',
    ],
  },
  'golvdammsugare': {
    icon: 'golvdammsugare',
    noun: 'dammsugare',
    name: '{brand} {series} {noun}',
    brands: [
      ['Miele', ['Complete C3', 'Boost CX1', 'Guard L1', 'Blizzard CX1'], ''],
      ['Electrolux', ['Clean 600', 'Pure D9', '700 Ultra'], ''],
      ['Bosch', ['Serie 4', 'Serie 6', 'Serie 8'], ''],
      ['Philips', ['3000 Series', 'XD3000', '5000 Series'], ''],
      ['Siemens', ['iQ500'], ''],
    ],
    colors: ['rod', 'gra', 'svart', 'bla', 'vit'],
    price: [990, 4990],
    priceBy: 'effekt',
    specs: [
      s('dammsugartyp', ['Med påse', 'Påslös']),
      s('effekt', [500, 600, 650, 750, 850, 900]),
      s('ljudniva', r(64, 80)),
      s('behallare', [1.5, 2, 3, 3.5, 4.5]),
      s('filter', ['HEPA', 'Tvättbart filter', 'Allergifilter']),
      s('sladdlangd', r(7, 12)),
      s('rackvidd-sladd', r(10, 15)),
      s('munstycken', ['Golvmunstycke', 'Fogmunstycke', 'Dammborste', 'Parkettmunstycke', 'Turbomunstycke']),
      s('vikt', [4, 4.5, 5, 5.5, 6.5]),
      s('garanti', ['2 år', '5 år'], [3, 1]),
    ],
    info: ['{dammsugartyp}', '{effekt} W', '{rackvidd-sladd} m räckvidd', 'Ljudnivå {ljudniva} dB'],
    taglines: [
      'Kraftfull dammsugare med lång räckvidd.',
      'Tyst dammsugare som orkar med hela hemmet.',
    ],
    intro: [
      '{name} har {rackvidd-sladd} meters räckvidd och städar hela rum utan att byta uttag.',
      'Med {name} får du en pålitlig dammsugare med stark sugkraft.',
    ],
    sentences: [
      'Det kombinerade munstycket fungerar både på mattor och hårda golv.',
      'Sugkraften regleras enkelt direkt på handtaget.',
      '{if:munstycken=Parkettmunstycke}Parkettmunstycket har mjuka borst som skonar känsliga golv.',
      'Sladden rullas in automatiskt med ett tryck på foten.',
    ],
  },
  'luftrenare': {
    icon: 'luftrenare',
    noun: 'luftrenare',
    name: '{brand} {series} {noun}',
    brands: [
      ['Philips', ['Series 1000i', 'Series 2000i', 'Series 3000i'], ''],
      ['Dyson', ['Purifier Cool', 'Purifier Big+Quiet', 'Purifier Hot+Cool'], ''],
      ['Electrolux', ['Pure A9', 'Well A7'], ''],
      ['Wilfa', ['Air Purifier Large', 'Air Purifier Medium'], ''],
    ],
    colors: ['vit', 'gra', 'svart'],
    price: [1490, 8990],
    priceBy: 'rumsstorlek',
    specs: [
      s('rumsstorlek', [20, 30, 40, 50, 70, 100]),
      s('cadr', [200, 250, 300, 400, 500, 600]),
      s('filter', ['HEPA', 'Kolfilter och HEPA']),
      s('ljudniva', r(20, 35)),
      s('effekt', [20, 30, 40, 50, 60]),
      s('sensorer', ['PM2,5', 'Luftfuktighet', 'Temperatur', 'VOC', 'Formaldehyd']),
      s('smart-styrning', SMART),
      s('nattlage', YN, [5, 1]),
      s('vikt', [3, 4, 5, 6, 8, 12]),
      s('hojd', r(40, 100, 10)),
      s('garanti', ['2 år']),
    ],
    info: ['Rum upp till {rumsstorlek} m²', 'CADR {cadr} m³/h', '{filter}', '{sensorer}'],
    taglines: [
      'Luftrenare som fångar pollen, damm och partiklar.',
      'Tyst luftrenare för sovrummet och vardagsrummet.',
    ],
    intro: [
      '{name} renar luften i rum upp till {rumsstorlek} m² och fångar pollen, damm och partiklar.',
      'Med {name} andas du renare luft hemma, året runt.',
    ],
    sentences: [
      'HEPA-filtret fångar 99,97 procent av partiklar ned till 0,3 mikrometer.',
      'Sensorn mäter luftkvaliteten och justerar fläkten automatiskt.',
      '{if:nattlage=Ja}Nattläget dämpar både ljud och lampor.',
      '{if:smart-styrning=App}Appen visar luftkvaliteten och påminner när filtret behöver bytas.',
    ],
  },
  'flakt': {
    icon: 'flakt',
    noun: 'fläkt',
    name: '{brand} {series} {flakttyp:lc}',
    brands: [
      ['Dyson', ['Cool AM07', 'Pure Cool Link'], '', { specs: { flakttyp: ['Tornfläkt', 'Bordsfläkt'] } }],
      ['Philips', ['Series 2000', '5000 Series'], ''],
      ['OBH Nordica', ['Ventus', 'Cool Breeze', 'Twister'], ''],
      ['Wilfa', ['Breeze', 'Cool Tower'], ''],
    ],
    colors: ['vit', 'svart', 'silver'],
    price: [299, 5990],
    priceBy: 'flakttyp',
    specs: [
      s('flakttyp', ['Bordsfläkt', 'Golvfläkt', 'Tornfläkt', 'Takfläkt']),
      s('effekt', [20, 30, 45, 55, 80, 110]),
      s('hastigheter', [3, 4, 6, 10, 12]),
      s('oscillering', ['Ja', 'Nej'], [5, 1]),
      s('ljudniva', r(35, 55)),
      s('fjarrkontroll', YN),
      s('timer', YN),
      s('hojd', r(30, 130, 10)),
      s('smart-styrning', SMART),
      s('garanti', ['2 år']),
    ],
    info: ['{flakttyp}', '{hastigheter} hastigheter', 'Oscillering: {oscillering:lc}', 'Fjärrkontroll: {fjarrkontroll:lc}'],
    taglines: [
      'Fläkt som ger svalka under varma sommardagar.',
      'Tyst fläkt som sprider luften i hela rummet.',
    ],
    intro: [
      '{name} ger en behaglig bris under varma dagar och nätter.',
      'Med {name} håller du dig sval utan att dra upp elräkningen.',
    ],
    sentences: [
      '{if:oscillering=Ja}Oscilleringen sprider luften jämnt i rummet.',
      '{if:timer=Ja}Med timern stänger fläkten av sig själv när du har somnat.',
      'Den låga ljudnivån gör fläkten bra för sovrummet.',
      'Fläkten har {hastigheter} hastigheter, från en svag fläkt till en frisk vind.',
    ],
  },
  'avfuktare': {
    icon: 'avfuktare',
    noun: 'avfuktare',
    name: '{brand} {series} {noun}',
    brands: [
      ['Wilfa', ['Dry Tank', 'Dry Super', 'Dry Compact'], ''],
      ['OBH Nordica', ['Dry 10', 'Dry 20'], ''],
      ['Electrolux', ['Well D8'], ''],
      ['Philips', ['Series 3000'], ''],
    ],
    colors: ['vit', 'gra'],
    price: [1490, 4990],
    priceBy: 'avfuktning',
    specs: [
      s('avfuktning', [10, 12, 16, 20, 25, 30]),
      s('vattentank', [2, 3, 4, 5, 6]),
      s('rumsstorlek', [20, 30, 40, 60, 80]),
      s('effekt', [180, 240, 300, 400, 500]),
      s('ljudniva', r(38, 48)),
      s('hygrostat', ['Ja']),
      s('dranering', YN, [4, 1]),
      s('tvattork', YN),
      s('koldmedium', ['R290', 'R32']),
      s('vikt', r(9, 17)),
      s('garanti', ['2 år', '3 år']),
    ],
    info: ['{avfuktning} liter per dygn', '{vattentank} liters vattentank', 'Rum upp till {rumsstorlek} m²', 'Torkläge: {tvattork:lc}'],
    taglines: [
      'Avfuktare som motverkar fukt och mögel i källaren.',
      'Avfuktare som även torkar tvätten.',
    ],
    intro: [
      '{name} tar upp till {avfuktning} liter fukt per dygn och skyddar hemmet mot mögel.',
      'Med {name} får du torrare luft i källaren, tvättstugan eller fritidshuset.',
    ],
    sentences: [
      'Hygrostaten håller luftfuktigheten på den nivå du väljer.',
      '{if:dranering=Ja}Med kontinuerlig dränering leds vattnet direkt till en golvbrunn.',
      '{if:tvattork=Ja}Torkläget gör avfuktaren till ett effektivt torkskåp för tvätt.',
      'Hjulen gör det lätt att flytta avfuktaren mellan rummen.',
    ],
  },
  'eltandborste': {
    icon: 'eltandborste',
    noun: 'eltandborste',
    name: '{brand} {series} {noun}',
    brands: [
      ['Philips', ['Sonicare 3100', 'Sonicare 6100', 'Sonicare DiamondClean 9000', 'Sonicare ExpertClean 7300'], '', { specs: { 'tandborste-teknik': ['Sonisk'] } }],
      ['Braun', ['Oral-B Pro 3', 'Oral-B Vitality Pro', 'Oral-B iO 5', 'Oral-B iO 9'], '', { specs: { 'tandborste-teknik': ['Oscillerande-roterande'] } }],
    ],
    colors: ['vit', 'svart', 'rosa', 'bla'],
    price: [299, 3490],
    priceBy: 'rengoringslagen',
    variants: ['color'],
    colorInName: true,
    specs: [
      s('tandborste-teknik', ['Sonisk', 'Oscillerande-roterande']),
      s('rengoringslagen', [1, 2, 3, 4, 5, 7]),
      s('trycksensor', YN, [3, 1]),
      s('timer', ['Ja']),
      s('batteritid-dagar', [14, 20, 28, 30]),
      s('borsthuvuden', [1, 2, 3]),
      s('reseetui', YN),
      s('app', YN, [1, 2]),
      s('laddning', ['Laddställ', 'Laddglas', 'USB-laddning']),
      s('garanti', ['2 år']),
    ],
    info: ['{tandborste-teknik}', 'Rengöringslägen: {rengoringslagen}', 'Trycksensor: {trycksensor:lc}', 'Batteritid upp till {batteritid-dagar} dygn'],
    taglines: [
      'Eltandborste för renare tänder och friskare tandkött.',
      'Eltandborste med trycksensor och tvåminuterstimer.',
    ],
    intro: [
      '{name} tar bort betydligt mer plack än en vanlig tandborste.',
      'Med {name} känns tänderna lika rena som efter ett besök hos tandhygienisten.',
    ],
    sentences: [
      'Timern signalerar var 30:e sekund så att du borstar alla delar av munnen lika länge.',
      '{if:trycksensor=Ja}Trycksensorn varnar om du borstar för hårt.',
      'Batteriet räcker i upp till {batteritid-dagar} dygn, perfekt för resan.',
      'Borsthuvudet bör bytas var tredje månad för bästa resultat.',
    ],
  },
  'rakapparat': {
    icon: 'rakapparat',
    noun: 'rakapparat',
    name: '{brand} {series} {noun}',
    brands: [
      ['Philips', ['Series 5000', 'Series 7000', 'S9000 Prestige'], '', { specs: { rakteknik: ['Roterande'] } }],
      ['Braun', ['Series 5', 'Series 7', 'Series 9 Pro+'], '', { specs: { rakteknik: ['Folie'] } }],
    ],
    colors: ['svart', 'gra', 'silver', 'bla'],
    price: [790, 4990],
    priceBy: 'rengoringsstation',
    specs: [
      s('rakteknik', ['Roterande', 'Folie']),
      s('vat-torr', YN, [4, 1]),
      s('batteritid-min', [40, 50, 60]),
      s('laddtid', [1, 2]),
      s('rengoringsstation', ['Nej', 'Ja']),
      s('trimmer', ['Inbyggd', 'Klickbar', 'Ingen']),
      s('vattentathet', ['IPX7']),
      s('display', YN),
      s('reseetui', YN),
      s('garanti', ['2 år']),
    ],
    info: ['{rakteknik}', 'Våt och torr: {vat-torr:lc}', '{batteritid-min} min batteritid', 'Rengöringsstation: {rengoringsstation:lc}'],
    taglines: [
      'Rakapparat för en nära och skonsam rakning.',
      'Rakapparat som fungerar både i duschen och på torr hud.',
    ],
    intro: [
      '{name} ger en nära rakning utan att irritera huden.',
      'Med {name} rakar du dig snabbt och skonsamt, vått eller torrt.',
    ],
    sentences: [
      'Rakhuvudena följer ansiktets konturer, även längs käklinjen.',
      'Rakapparaten är vattentät och sköljs enkelt ren under kranen.',
      '{if:rengoringsstation=Ja}Rengöringsstationen rengör, torkar och laddar med ett knapptryck.',
      'Ett fullt batteri räcker till ungefär {batteritid-min} minuters rakning.',
    ],
  },
  'hartork': {
    icon: 'hartork',
    noun: 'hårtork',
    name: '{brand} {series} {noun}',
    brands: [
      ['Dyson', ['Supersonic', 'Supersonic Nural'], ''],
      ['Philips', ['BHD538', '5000 Series', '7000 Series'], ''],
      ['Braun', ['Satin Hair 7', 'Satin Hair 5'], ''],
      ['OBH Nordica', ['Pro Style', 'Travel'], ''],
    ],
    colors: ['svart', 'rosa', 'vit', 'gra', 'bla'],
    price: [249, 4990],
    priceBy: 'effekt',
    specs: [
      s('effekt', [1600, 1800, 2000, 2200, 2400]),
      s('varmelagen', [2, 3, 4]),
      s('hastigheter', [2, 3]),
      s('jonteknik', YN, [3, 1]),
      s('kalluft', ['Ja']),
      s('munstycken-har', ['Koncentrator', 'Diffusor', 'Stylingmunstycke', 'Mjuk borste']),
      s('sladdlangd', [1.8, 2, 2.5, 2.7, 3]),
      s('vikt-g', r(300, 700, 50)),
      s('hopfallbar', YN, [1, 3]),
      s('garanti', ['2 år']),
    ],
    info: ['{effekt} W', '{varmelagen} värmelägen', 'Jonteknik: {jonteknik:lc}', '{munstycken-har}'],
    taglines: [
      'Snabb hårtork som skonar håret.',
      'Hårtork med jonteknik för ett blankt och mjukt hår.',
    ],
    intro: [
      '{name} torkar håret snabbt med {effekt} W utan att överhetta det.',
      'Med {name} får du ett torrt och glansigt hår på kortare tid.',
    ],
    sentences: [
      'Kalluftsknappen fixerar frisyren när du är klar.',
      '{if:munstycken-har=Diffusor}Diffusorn ger lockigt hår volym utan att det blir burrigt.',
      'Den långa sladden gör det enkelt att röra sig framför spegeln.',
      'Värmen och fläkten ställs in separat efter hårtyp.',
    ],
  },
  'strykjarn': {
    icon: 'strykjarn',
    noun: 'strykjärn',
    name: '{brand} {series} {strykjarnstyp:lc}',
    brands: [
      ['Philips', ['PerfectCare 7000', 'Azur 8000', '3000 Series'], ''],
      ['Braun', ['CareStyle 7', 'TexStyle 9'], ''],
      ['OBH Nordica', ['Steam Pro', 'Glide'], ''],
      ['Bosch', ['Serie 4 Sensixx', 'Serie 8'], ''],
    ],
    colors: ['bla', 'vit', 'svart', 'rosa'],
    price: [299, 3990],
    priceBy: 'strykjarnstyp',
    specs: [
      s('strykjarnstyp', ['Ångstrykjärn', 'Ångstation', 'Steamer'], [4, 3, 1]),
      s('effekt', [2000, 2400, 2600, 2800, 3000]),
      s('angstot', [150, 200, 250, 350, 450, 500]),
      s('kontinuerlig-ang', [30, 45, 60, 120, 160]),
      s('vattentank', [0.3, 0.35, 1.5, 1.8]),
      s('stryksula', ['Keramisk', 'Rostfri', 'SteamGlide']),
      s('avkalkning', ['Automatiskt', 'Kalkkassett', 'Manuellt']),
      s('sladdlangd', [1.8, 2, 2.5, 3]),
      s('autoavstangning', YN, [3, 1]),
      s('garanti', ['2 år', '5 år'], [4, 1]),
    ],
    info: ['{strykjarnstyp}', '{effekt} W', 'Ångstöt {angstot} g/min', '{stryksula} stryksula'],
    taglines: [
      'Kraftfull ånga som tar bort skrynklor snabbt.',
      'Stryk skjortor och lakan på halva tiden.',
    ],
    intro: [
      '{name} tar bort skrynklor snabbt med ett ångstöt på {angstot} gram per minut.',
      'Med {name} blir strykningen snabbare och resultatet slätare.',
    ],
    sentences: [
      'Stryksulan glider lätt över alla tyger, från siden till jeans.',
      'Du kan ånga hängande kläder och gardiner direkt på galgen.',
      '{if:autoavstangning=Ja}Den automatiska avstängningen ger trygghet om du glömmer att stänga av.',
      'Kalkskyddet förlänger livslängden, särskilt med hårt vatten.',
    ],
  },

  // ----- Köksmaskiner -----
  'kaffebryggare': {
    icon: 'kaffebryggare',
    noun: 'kaffebryggare',
    name: '{brand} {series} {noun}',
    brands: [
      ['Moccamaster', ['KBG Select', 'Cup-One', 'KBGT 741', 'Optio'], ''],
      ['Wilfa', ['Precision', 'Classic+', 'Performance'], ''],
      ['OBH Nordica', ['Stilo', 'Inspiration', 'Brew'], ''],
      ['Philips', ['Café Gourmet', '3000 Series'], ''],
      ['Bosch', ['Styline', 'VeryFresh'], ''],
      ['Kenwood', ['Distinct', 'kMix'], ''],
    ],
    colors: ['svart', 'vit', 'rod', 'gron', 'bla', 'silver', 'beige', 'rosa'],
    price: [399, 3490],
    priceBy: 'ecbc',
    variants: ['color'],
    colorInName: true,
    specs: [
      s('antal-koppar', [8, 10, 12, 15]),
      s('vattentank', [1, 1.25, 1.5, 1.8]),
      s('effekt', [900, 1000, 1400, 1520, 1900]),
      s('kanna', ['Glaskanna', 'Termoskanna']),
      s('varmhallning', YN, [3, 1]),
      s('bryggtid', [4, 5, 6, 8]),
      s('ecbc', ['Nej', 'Ja']),
      s('droppstopp', ['Ja']),
      s('timer', YN, [1, 3]),
      s('autoavstangning', ['Ja']),
      s('garanti', ['2 år', '5 år'], [4, 1]),
    ],
    info: ['{antal-koppar} koppar', '{kanna}', 'Bryggtid cirka {bryggtid} minuter', 'ECBC-godkänd: {ecbc:lc}'],
    taglines: [
      'Kaffebryggare som brygger gott kaffe vid rätt temperatur.',
      'Pålitlig bryggare för familjens morgonkaffe.',
    ],
    intro: [
      '{name} brygger upp till {antal-koppar} koppar på cirka {bryggtid} minuter.',
      'Med {name} får du gott och jämnt bryggt kaffe, kopp efter kopp.',
    ],
    sentences: [
      'Vattnet håller 92–96 °C under hela bryggningen, så att kaffet får full smak.',
      'Droppstoppet gör att du kan ta en kopp innan bryggningen är klar.',
      '{if:kanna=Termoskanna}Termoskannan håller kaffet varmt i flera timmar utan att det får bränd smak.',
      'Bryggaren stänger av sig själv efter en stund för säkerhets skull.',
      'Filterhållaren och kannan är lätta att diska.',
    ],
  },
  'espressomaskin': {
    icon: 'espressomaskin',
    noun: 'espressomaskin',
    name: '{brand} {series} {noun}',
    brands: [
      ['Philips', ['Series 2200 LatteGo', 'Series 3300 LatteGo', 'Series 5400', 'Baristina'], ''],
      ['Siemens', ['EQ.6 plus', 'EQ.700', 'EQ.900'], ''],
      ['Bosch', ['VeroCup 500', 'Serie 4', 'Serie 8'], ''],
      ['Miele', ['CM 5310', 'CM 6360'], ''],
      ['Wilfa', ['Uniform', 'Balance'], ''],
      ['Kenwood', ['Perfect Espresso'], ''],
    ],
    colors: ['svart', 'silver', 'vit'],
    price: [2990, 16990],
    priceBy: 'antal-drycker',
    specs: [
      s('espressotyp', ['Helautomatisk', 'Halvautomatisk'], [4, 1]),
      s('pumptryck', [15, 19]),
      s('vattentank', [1.2, 1.5, 1.8, 2.3]),
      s('bonbehallare', [200, 250, 275, 300]),
      s('kvarn', YN, [4, 1]),
      s('mjolkskumning', ['Automatisk', 'Ångrör'], [3, 1]),
      s('antal-drycker', [3, 5, 8, 12, 16, 21]),
      s('effekt', [1350, 1450, 1500]),
      s('display', ['Ja']),
      s('smart-styrning', SMART),
      s('garanti', ['2 år']),
    ],
    info: ['{espressotyp}', '{antal-drycker} drycker', 'Mjölkskumning: {mjolkskumning:lc}', '{pumptryck} bar'],
    taglines: [
      'Espressomaskin för cappuccino och latte med en knapptryckning.',
      'Nymalet kaffe i varje kopp.',
    ],
    intro: [
      '{name} maler bönorna direkt och gör {antal-drycker} olika kaffedrycker.',
      'Med {name} blir det kafékvalitet hemma, från espresso till latte.',
    ],
    sentences: [
      '{if:kvarn=Ja}Den inbyggda kvarnen maler precis så mycket kaffe som behövs för varje kopp.',
      '{if:mjolkskumning=Automatisk}Mjölksystemet skummar mjölken automatiskt och är lätt att rengöra.',
      'Du sparar dina favoritdrycker i egna profiler.',
      'Bryggenheten kan tas ut och sköljas under kranen.',
      'Maskinen avkalkar med en tydlig guide i displayen.',
    ],
  },
  'kaffebonor': {
    icon: 'kaffebonor',
    noun: 'hela bönor',
    name: '{brand} {series} {noun} {forpackningsstorlek} g',
    brands: [['Löfbergs', ['Kharisma', 'Lila', 'Peru', 'Etiopien', 'Kenya', 'Mörkrost Espresso', 'Dark Sumatra'], '']],
    colors: [],
    imageColor: 'brun',
    vat: 'reduced_12',
    price: [69, 299],
    priceBy: 'forpackningsstorlek',
    specs: [
      s('rostning', ['Ljus', 'Mellan', 'Mörk', 'Extra mörk']),
      s('forpackningsstorlek', [450, 500, 1000], [3, 2, 1]),
      s('ursprung', ['Brasilien', 'Colombia', 'Etiopien', 'Kenya', 'Peru', 'Blandning']),
      s('certifiering', ['KRAV', 'Fairtrade', 'EU-ekologisk', 'Rainforest Alliance']),
      s('bryggmetod', ['Bryggkaffe', 'Espresso', 'Presskanna', 'Helautomat']),
      s('bonsort', ['Arabica', 'Arabica och robusta'], [3, 1]),
      s('smakprofil', ['Choklad', 'Nötter', 'Frukt', 'Bär', 'Karamell', 'Kryddor']),
      s('styrka', [1, 2, 3, 4, 5]),
      s('forpackning', ['Ventilpåse', 'Burk']),
      s('koffein', ['Med koffein', 'Koffeinfri'], [9, 1]),
    ],
    info: ['Rostning: {rostning:lc}', 'Styrka {styrka} av 5', '{certifiering}', '{forpackningsstorlek} g'],
    taglines: [
      'Helt kaffe att mala själv, för bästa smak.',
      'Rostat kaffe med fyllig smak och fin arom.',
    ],
    intro: [
      '{name} är ett {rostning:lc}rostat kaffe med fyllig och rund smak.',
      'Med {name} får du ett helt kaffe att mala precis innan du brygger.',
    ],
    sentences: [
      'Bönorna är rostade i Karlstad och förpackade direkt efter rostningen.',
      'Mal bönorna precis innan bryggning, så behåller kaffet sin arom.',
      'Kaffet passar både för bryggare och helautomatiska espressomaskiner.',
      'Förvara bönorna mörkt och svalt i en tät förpackning.',
    ],
    closing: [
      'Livsmedel går inte att returnera när förpackningen är öppnad.',
      'Ett gott kaffe till frukosten, fikat eller efter middagen.',
    ],
  },
  'vattenkokare': {
    icon: 'vattenkokare',
    noun: 'vattenkokare',
    name: '{brand} {series} {noun}',
    brands: [
      ['Wilfa', ['Classic', 'Dual', 'Uniform'], ''],
      ['OBH Nordica', ['Nordic', 'Vita', 'Chic'], ''],
      ['Philips', ['Series 5000', 'Series 2000'], ''],
      ['Bosch', ['Styline', 'DesignLine'], ''],
      ['KitchenAid', ['Artisan 1,5 l', 'Classic'], ''],
      ['Kenwood', ['kMix', 'Abbey'], ''],
      ['Braun', ['PurEase', 'IDCollection'], ''],
    ],
    colors: ['vit', 'svart', 'rostfri', 'rod', 'beige', 'gron'],
    price: [249, 1990],
    priceBy: 'temperaturval',
    variants: ['color'],
    colorInName: true,
    specs: [
      s('volym-kok', [1, 1.2, 1.5, 1.7]),
      s('effekt', [2000, 2200, 2400, 3000]),
      s('temperaturval', ['Nej', 'Ja']),
      s('material', ['Rostfritt stål', 'Glas', 'Plast']),
      s('varmhallning', YN, [1, 2]),
      s('kalkfilter', YN, [4, 1]),
      s('sockel', ['Ja']),
      s('autoavstangning', ['Ja']),
      s('sladdlangd', [0.75, 0.8, 1]),
      s('garanti', ['2 år', '5 år'], [4, 1]),
    ],
    info: ['{volym-kok} liter', '{effekt} W', '{material}', 'Temperaturval: {temperaturval:lc}'],
    taglines: [
      'Snabb vattenkokare för te, kaffe och matlagning.',
      'Vattenkokare med temperaturval för rätt värme till teet.',
    ],
    intro: [
      '{name} rymmer {volym-kok} liter och kokar upp vattnet på nolltid.',
      'Med {name} har du kokande vatten på några minuter.',
    ],
    sentences: [
      'Kannan stängs av automatiskt när vattnet kokar eller om den lyfts från sockeln.',
      '{if:temperaturval=Ja}Med temperaturval får grönt te och pulverkaffe precis rätt värme.',
      '{if:kalkfilter=Ja}Kalkfiltret håller kalkpartiklar borta från koppen.',
      'Sockeln gör att kannan kan ställas ned från alla håll.',
    ],
  },
  'koksmaskin': {
    icon: 'koksmaskin',
    noun: 'köksmaskin',
    name: '{brand} {series} {noun}',
    brands: [
      ['KitchenAid', ['Artisan 5KSM175', 'Artisan 5KSM185', 'Classic 5K45', 'Heavy Duty 5KSM55'], ''],
      ['Kenwood', ['Chef XL', 'Titanium Chef Baker', 'kMix', 'Cooking Chef XL'], ''],
      ['Bosch', ['MUM Serie 2', 'MUM Serie 4', 'MUM Serie 6', 'MUM Serie 8'], ''],
      ['Electrolux', ['Assistent'], ''],
    ],
    colors: ['rod', 'vit', 'svart', 'silver', 'beige', 'bla', 'gron', 'rosa'],
    price: [1990, 9990],
    priceBy: 'effekt',
    variants: ['color'],
    colorInName: true,
    specs: [
      s('effekt', [500, 700, 900, 1000, 1200, 1500]),
      s('skalvolym', [3.3, 3.9, 4.3, 4.8, 5.5, 6.7]),
      s('hastigheter', [6, 7, 8, 10]),
      s('tillbehor-kok', ['Degkrok', 'Ballongvisp', 'Flatblandare', 'Stänkskydd', 'Köttkvarn', 'Våg', 'Grönsaksskärare']),
      s('material', ['Rostfritt stål', 'Glas']),
      s('planetarisk', YN, [4, 1]),
      s('vikt', [4, 5.5, 6.5, 8, 11]),
      s('timer', YN),
      s('diskmaskinssakra', ['Ja']),
      s('garanti', ['2 år', '5 år'], [3, 1]),
    ],
    info: ['{effekt} W', '{skalvolym} liters skål', '{hastigheter} hastigheter', '{tillbehor-kok}'],
    taglines: [
      'Köksmaskin som knådar, vispar och blandar.',
      'Kraftfull köksmaskin för bröd, bullar och tårtor.',
    ],
    intro: [
      '{name} knådar degen, vispar grädden och blandar smeten åt dig.',
      'Med {name} blir bakningen enklare, med en skål på {skalvolym} liter.',
    ],
    sentences: [
      'Motorn på {effekt} W orkar med tunga degar till både bröd och bullar.',
      '{if:planetarisk=Ja}Planetarisk omrörning gör att allt i skålen blandas jämnt.',
      'Tillbehörsuttaget gör köksmaskinen till köttkvarn, pastamaskin eller grönsaksskärare.',
      'Skålen och redskapen tål diskmaskin.',
    ],
  },
  'mixer': {
    icon: 'mixer',
    noun: 'mixer',
    name: '{brand} {series} {mixertyp:lc}',
    brands: [
      ['Philips', ['Series 5000', 'Series 7000', 'ProBlend'], ''],
      ['Kenwood', ['BLP41', 'MultiOne', 'Triblade'], ''],
      ['Bosch', ['VitaPower', 'Serie 4', 'ErgoMaster'], ''],
      ['Wilfa', ['Xplode', 'Power Blender'], ''],
      ['OBH Nordica', ['Blend It', 'Smoothie Go'], ''],
      ['KitchenAid', ['K400', 'Artisan'], ''],
      ['Braun', ['MultiQuick 7', 'MultiQuick 9'], '', { specs: { mixertyp: ['Stavmixer'] } }],
    ],
    colors: ['svart', 'vit', 'silver', 'rod'],
    price: [249, 3990],
    priceBy: 'effekt',
    specs: [
      s('mixertyp', ['Bänkmixer', 'Stavmixer', 'Smoothiemixer'], [3, 2, 1]),
      s('effekt', [300, 600, 800, 1000, 1200, 1600]),
      s('kanna-volym', [0.6, 1, 1.5, 1.75, 2]),
      s('material', ['Glas', 'Tritan', 'Plast']),
      s('hastigheter', [2, 3, 5, 10]),
      s('pulsfunktion', ['Ja']),
      s('krossa-is', YN, [3, 1]),
      s('program-mix', ['Smoothie', 'Krossad is', 'Soppa', 'Självrengöring', 'Nötmjölk']),
      s('diskmaskinssakra', YN, [5, 1]),
      s('garanti', ['2 år']),
    ],
    info: ['{mixertyp}', '{effekt} W', '{kanna-volym} liter', '{program-mix}'],
    taglines: [
      'Mixer för smoothies, soppor och såser.',
      'Kraftfull mixer som krossar is på sekunder.',
    ],
    intro: [
      '{name} mixar smoothies, soppor och såser till en slät konsistens.',
      'Med {name} går det snabbt att göra allt från frukostsmoothie till pesto.',
    ],
    sentences: [
      '{if:krossa-is=Ja}Knivarna är i rostfritt stål och krossar is och frysta bär.',
      'Pulsfunktionen ger kontroll när du vill ha en grövre konsistens.',
      '{if:program-mix=Självrengöring}Självrengöringsprogrammet gör disken enkel.',
      'Motorn på {effekt} W klarar även nötter och fröer.',
    ],
  },
  'matberedare': {
    icon: 'matberedare',
    noun: 'matberedare',
    name: '{brand} {series} {noun}',
    brands: [
      ['Bosch', ['MultiTalent 3', 'MultiTalent 8'], ''],
      ['Kenwood', ['MultiPro Go', 'MultiPro Express', 'MultiPro Compact'], ''],
      ['KitchenAid', ['5KFP1319', '5KFP0921'], ''],
      ['Philips', ['5000 Series', '7000 Series'], ''],
      ['Braun', ['PurEase FP3131', 'TributeCollection'], ''],
    ],
    colors: ['vit', 'svart', 'silver', 'rod'],
    price: [599, 4990],
    priceBy: 'effekt',
    specs: [
      s('effekt', [500, 700, 800, 1000, 1200]),
      s('skalvolym', [2.1, 2.4, 3, 3.1, 3.9]),
      s('hastigheter', [2, 3, 5]),
      s('tillbehor-matb', ['Rivskiva', 'Skivskiva', 'Knivblad', 'Degkrok', 'Citruspress', 'Mixerkanna', 'Tärningssats']),
      s('pulsfunktion', ['Ja']),
      s('diskmaskinssakra', ['Ja']),
      s('vikt', [2.5, 3, 4, 5, 6]),
      s('matarror', ['Standard', 'Extra brett']),
      s('material', ['Plast', 'Tritan']),
      s('garanti', ['2 år']),
    ],
    info: ['{effekt} W', '{skalvolym} liters skål', '{tillbehor-matb}', 'Matarrör: {matarror:lc}'],
    taglines: [
      'Matberedare som hackar, river och skivar på sekunder.',
      'Smidig matberedare för vardagsmatlagningen.',
    ],
    intro: [
      '{name} hackar, river och skivar grönsakerna medan du gör annat.',
      'Med {name} går förberedelserna i köket mycket snabbare.',
    ],
    sentences: [
      'Det breda matarröret tar hela grönsaker utan att du behöver skära dem först.',
      'Skivorna byts enkelt och förvaras i skålen när de inte används.',
      'Knivbladet hackar lök, nötter och örter jämnt.',
      'Alla löstagbara delar tål diskmaskin.',
    ],
  },
  'brodrost': {
    icon: 'brodrost',
    noun: 'brödrost',
    name: '{brand} {series} {noun}',
    brands: [
      ['Wilfa', ['Classic', 'Uniform'], ''],
      ['OBH Nordica', ['Nordic', 'Chic', 'Vita'], ''],
      ['Philips', ['Series 5000', 'Series 3000'], ''],
      ['KitchenAid', ['Artisan', 'Classic'], ''],
      ['Kenwood', ['kMix', 'Abbey'], ''],
      ['Bosch', ['Styline', 'DesignLine'], ''],
      ['Braun', ['IDCollection', 'PurShine'], ''],
    ],
    colors: ['vit', 'svart', 'rostfri', 'rod', 'beige', 'gron'],
    price: [249, 2490],
    priceBy: 'antal-skivor',
    variants: ['color'],
    colorInName: true,
    specs: [
      s('antal-skivor', [2, 4], [4, 1]),
      s('effekt', [800, 900, 1000, 1100, 1600, 1800]),
      s('rostningslagen', [6, 7, 8]),
      s('upptining', ['Ja']),
      s('bullvarmare', ['Inbyggd', 'Löstagbar', 'Ingen']),
      s('langa-fack', YN, [1, 3]),
      s('material', ['Rostfritt stål', 'Plast']),
      s('autoavstangning', ['Ja']),
      s('display', YN, [1, 3]),
      s('garanti', ['2 år', '5 år'], [4, 1]),
    ],
    info: ['{antal-skivor} skivor', '{rostningslagen} rostningslägen', 'Bullvärmare: {bullvarmare:lc}', '{effekt} W'],
    taglines: [
      'Brödrost som ger jämnt rostade skivor varje morgon.',
      'Brödrost med upptining och bullvärmare.',
    ],
    intro: [
      '{name} rostar {antal-skivor} skivor jämnt och har {rostningslagen} rostningslägen.',
      'Med {name} blir frukostmackan perfekt rostad, precis som du vill ha den.',
    ],
    sentences: [
      'Upptiningsfunktionen rostar bröd direkt från frysen.',
      'De breda facken passar även tjocka skivor och bagels.',
      'Smulbrickan dras ut och töms enkelt.',
      '{if:bullvarmare=Inbyggd|Löstagbar}Bullvärmaren värmer frallor och croissanter.',
    ],
  },
  'airfryer': {
    icon: 'airfryer',
    noun: 'airfryer',
    name: '{brand} {series} {noun}',
    brands: [
      ['Philips', ['XXL', '3000 Series', 'Combi 7000', '5000 Series'], ''],
      ['OBH Nordica', ['Easy Fry', 'Dual Air', 'Crispy'], ''],
      ['Wilfa', ['Dual', 'Max'], ''],
      ['Samsung', ['Bespoke AI'], ''],
      ['Kenwood', ['HFM10', 'HFP90'], ''],
    ],
    colors: ['svart', 'vit', 'gra', 'beige'],
    price: [690, 3490],
    priceBy: 'volym-af',
    specs: [
      s('volym-af', [4, 5.5, 6.2, 7.2, 8, 9, 11]),
      s('antal-korgar-af', [1, 2], [3, 1]),
      s('effekt', [1400, 1700, 2000, 2200, 2400]),
      s('maxtemperatur', [200, 230]),
      s('program-af', ['Pommes frites', 'Kyckling', 'Fisk', 'Bakning', 'Torkning', 'Upptining', 'Grill']),
      s('fonster', YN, [1, 2]),
      s('display', ['Ja']),
      s('diskmaskinssakra', ['Ja']),
      s('smart-styrning', SMART),
      s('garanti', ['2 år']),
    ],
    info: ['{volym-af} liter', 'Antal korgar: {antal-korgar-af}', '{program-af}', 'Upp till {maxtemperatur} °C'],
    taglines: [
      'Airfryer som ger krispiga resultat med lite eller ingen olja.',
      'Snabb airfryer för vardagens middagar.',
    ],
    intro: [
      '{name} lagar krispig mat med upp till 90 procent mindre fett än vanlig fritering.',
      'Med {name} lagar du middag snabbare, med en korg på {volym-af} liter.',
    ],
    sentences: [
      'Den varma luften cirkulerar runt maten och ger en frasig yta.',
      '{if:antal-korgar-af=2}Med två korgar lagar du två rätter samtidigt och de blir klara på samma gång.',
      'Förinställda program gör det enkelt att få rätt tid och temperatur.',
      'Korgen har nonstick-beläggning och tål diskmaskin.',
    ],
  },

  // ----- Gaming -----
  'spelkonsol': {
    icon: 'spelkonsol',
    noun: 'spelkonsol',
    name: '{brand} {series}',
    brands: [
      ['Sony', [
        ['PlayStation 5 Slim', { skivlasare: ['Ja'], 'max-bildupplosning': ['4K'] }],
        ['PlayStation 5 Slim Digital Edition', { skivlasare: ['Nej'], 'max-bildupplosning': ['4K'] }],
        ['PlayStation 5 Pro', { skivlasare: ['Nej'], lagring: [2048], 'max-bildupplosning': ['8K'] }],
      ], '', {
        specs: { lagring: [1024, 2048], 'max-bildupplosning': ['4K', '8K'], barbar: ['Nej'], 'medf-spel': ['Inget', 'Astro Bot', 'EA Sports FC 25'] },
      }],
      ['Nintendo', ['Switch OLED', 'Switch Lite', 'Switch'], '', {
        specs: { lagring: [32, 64], 'max-bildupplosning': ['1080p'], 'max-bildfrekvens': [60], skivlasare: ['Nej'], barbar: ['Ja'], 'medf-spel': ['Inget', 'Mario Kart 8 Deluxe'] },
      }],
    ],
    colors: ['vit', 'svart', 'gra', 'bla'],
    price: [2490, 8990],
    priceBy: 'lagring',
    specs: [
      s('lagring', [32, 64, 1024, 2048]),
      s('max-bildupplosning', ['1080p', '4K', '8K']),
      s('max-bildfrekvens', [60, 120]),
      s('skivlasare', YN),
      s('handkontroller-medf', [1, 2]),
      s('anslutningar', ['HDMI 2.1', 'USB', 'Wi-Fi', 'Bluetooth', 'Ethernet']),
      s('barbar', YN),
      s('medf-spel', ['Inget', 'Astro Bot', 'EA Sports FC 25', 'Mario Kart 8 Deluxe'], [4, 1, 1, 1]),
      s('vikt', [0.3, 0.4, 2.6, 3.1]),
      s('garanti', ['1 år', '2 år']),
    ],
    info: ['{lagring:storage} lagring', 'Upp till {max-bildupplosning}', 'Skivläsare: {skivlasare:lc}', 'Medföljande spel: {medf-spel}'],
    taglines: [
      'Spelkonsol för hela familjen.',
      'Nästa generations spelupplevelse i vardagsrummet.',
    ],
    intro: [
      '{name} ger dig snabba laddtider och spel i upp till {max-bildupplosning}.',
      'Med {name} har du tusentals spel inom räckhåll, ensam eller tillsammans.',
    ],
    sentences: [
      'Den snabba lagringen gör att spelen startar på några sekunder.',
      'Spela tillsammans med vänner online eller i samma soffa.',
      'Föräldrakontrollen låter dig sätta speltid och åldersgränser.',
      'Konsolen tar emot uppdateringar och nya funktioner automatiskt.',
    ],
  },
  'handkontroll': {
    icon: 'handkontroll',
    noun: 'handkontroll',
    name: '{brand} {series} {noun}',
    brands: [
      ['Sony', ['DualSense', 'DualSense Edge'], '', { specs: { plattform: ['PlayStation 5', 'PC'] } }],
      ['Nintendo', ['Switch Pro', 'Joy-Con'], '', { specs: { plattform: ['Nintendo Switch'] } }],
      ['Logitech', ['F310', 'F710'], '', { specs: { plattform: ['PC', 'Android'] } }],
      ['Asus', ['ROG Raikiri Pro', 'ROG Raikiri'], '', { specs: { plattform: ['PC'] } }],
    ],
    colors: ['vit', 'svart', 'rod', 'bla', 'gra'],
    price: [349, 2490],
    priceBy: 'programmerbara',
    variants: ['color'],
    colorInName: true,
    specs: [
      s('plattform', ['PlayStation 5', 'Nintendo Switch', 'PC', 'Android', 'iOS']),
      s('anslutning-kontroll', ['Trådlös', 'Trådbunden', 'Trådlös och trådbunden']),
      s('batteritid', [6, 8, 12, 20, 40]),
      s('vibration', ['Haptisk', 'Standard', 'Nej']),
      s('programmerbara', ['Nej', 'Ja']),
      s('laddning', ['USB-C', 'AA-batterier', 'Laddningsdocka']),
      s('rgb', YN, [1, 3]),
      s('vikt-g', r(200, 330, 10)),
      s('headsetuttag', YN),
      s('garanti', ['1 år', '2 år']),
    ],
    info: ['{plattform}', '{anslutning-kontroll}', '{batteritid} timmars batteritid', 'Vibration: {vibration:lc}'],
    taglines: [
      'Handkontroll med precis styrning och bra grepp.',
      'Trådlös handkontroll för långa spelkvällar.',
    ],
    intro: [
      '{name} ligger skönt i händerna och ger exakt kontroll i varje spel.',
      'Med {name} får du bättre grepp och snabbare reaktioner.',
    ],
    sentences: [
      '{if:vibration=Haptisk|Standard}Vibrationerna gör att du känner spelet i händerna.',
      'Batteriet räcker upp till {batteritid} timmar och laddas via USB-C.',
      'Knapparna har ett tydligt och tyst tryck.',
      'Kontrollen fungerar även trådbundet när batteriet tar slut.',
    ],
  },
  'headset': {
    icon: 'headset',
    noun: 'gamingheadset',
    name: '{brand} {series} {noun}',
    brands: [
      ['Logitech', ['G Pro X 2', 'G435', 'G733', 'G335'], ''],
      ['Sony', ['Pulse Elite', 'INZONE H9', 'INZONE H5'], ''],
      ['Asus', ['ROG Delta S', 'TUF Gaming H3', 'ROG Fusion II'], ''],
      ['HP', ['HyperX Cloud III', 'HyperX Cloud Alpha', 'HyperX Cloud Stinger 2'], ''],
      ['JBL', ['Quantum 910', 'Quantum 100', 'Quantum 360'], ''],
    ],
    colors: ['svart', 'vit', 'bla', 'rod'],
    price: [399, 3490],
    priceBy: 'anslutning-kontroll',
    specs: [
      s('horlurstyp', ['Over-ear', 'On-ear'], [5, 1]),
      s('anslutning-kontroll', ['Trådbunden', 'Trådlös', 'Trådlös och trådbunden']),
      s('plattform', ['PlayStation 5', 'Nintendo Switch', 'PC', 'Android', 'iOS']),
      s('mikrofontyp', ['Löstagbar', 'Uppfällbar', 'Inbyggd']),
      s('surround', ['7.1 virtuellt', 'Tempest 3D', 'Dolby Atmos', 'Stereo']),
      s('brusreducering', YN, [1, 3]),
      s('batteritid', [20, 30, 50, 80]),
      s('vikt-g', r(230, 360, 10)),
      s('rgb', YN),
      s('garanti', ['2 år']),
    ],
    info: ['{anslutning-kontroll}', '{surround}', 'Mikrofon: {mikrofontyp:lc}', '{plattform}'],
    taglines: [
      'Gamingheadset med tydligt ljud och klar mikrofon.',
      'Bekvämt headset för långa spelsessioner.',
    ],
    intro: [
      '{name} låter dig höra exakt var fienden finns, med {surround:lc} ljud.',
      'Med {name} hörs både spelet och lagkamraterna tydligt.',
    ],
    sentences: [
      'Öronkuddarna i memoryskum sitter bekvämt även efter flera timmar.',
      'Mikrofonen filtrerar bort tangentbordsknatter och bakgrundsljud.',
      'Volym och mikrofon styrs direkt från hörlurskåpan.',
      'Headsetet fungerar med konsol, dator och mobil.',
    ],
  },
  'gaminglaptop': {
    ...LAPTOP_BASE,
    noun: 'gaminglaptop',
    brands: [
      ['Asus', [sz('ROG Strix G16', 16), sz('TUF Gaming A15', 15.6), sz('ROG Zephyrus G14', 14)], ''],
      ['Lenovo', [sz('Legion 5', 16), sz('Legion Pro 7', 16), sz('LOQ 15', 15.6)], ''],
      ['HP', [sz('OMEN 16', 16), sz('Victus 15', 15.6), sz('OMEN Transcend 14', 14)], ''],
      ['Dell', [sz('Alienware m16', 16), sz('G15', 15.6)], ''],
    ],
    colors: ['svart', 'gra'],
    price: [9990, 39990],
    priceBy: 'grafik',
    specs: laptopSpecs(['Windows 11 Home'], ['NVIDIA GeForce RTX 4050', 'NVIDIA GeForce RTX 4060', 'NVIDIA GeForce RTX 4070', 'NVIDIA GeForce RTX 4080'], [16, 32, 64], [512, 1024, 2048]),
  },
  'gamingdator': {
    ...DESKTOP_BASE,
    noun: 'gamingdator',
    brands: [
      ['HP', ['OMEN 35L', 'Victus 15L', 'OMEN 45L'], ''],
      ['Lenovo', ['Legion Tower 5', 'Legion Tower 7', 'LOQ Tower'], ''],
      ['Asus', ['ROG Strix G16CH', 'TUF Gaming T500'], ''],
      ['Dell', ['Alienware Aurora R16'], ''],
    ],
    colors: ['svart', 'vit'],
    price: [9990, 44990],
    priceBy: 'grafik',
    specs: desktopSpecs(['NVIDIA GeForce RTX 4060', 'NVIDIA GeForce RTX 4070', 'NVIDIA GeForce RTX 4070 Super', 'NVIDIA GeForce RTX 4080 Super', 'NVIDIA GeForce RTX 4090'], ['Windows 11 Home'], PC_CPUS),
  },
  'gamingmus': {
    ...MOUSE_BASE,
    noun: 'gamingmus',
    brands: [
      ['Logitech', ['G502 X', 'G Pro X Superlight 2', 'G305', 'G705'], ''],
      ['Asus', ['ROG Gladius III', 'ROG Keris', 'TUF Gaming M4'], ''],
      ['HP', ['HyperX Pulsefire Haste 2', 'HyperX Pulsefire Core'], ''],
    ],
    colors: ['svart', 'vit', 'rosa'],
    price: [249, 1990],
    priceBy: 'pollingfrekvens',
    specs: [
      s('anslutning', ['Trådlös (USB-mottagare)', 'Trådbunden USB']),
      s('dpi', [8000, 12000, 16000, 25600, 32000]),
      s('antal-knappar', [5, 6, 7, 8, 11]),
      s('pollingfrekvens', [1000, 2000, 4000, 8000]),
      s('rgb', YN),
      s('ergonomi', ['Högerhänt', 'Symmetrisk']),
      s('vikt-g', r(50, 120, 10)),
      s('batteritid', [40, 70, 95, 250]),
      s('kompatibilitet', ['Windows', 'macOS', 'Linux']),
      s('garanti', ['2 år']),
    ],
  },
  'gamingtangentbord': {
    ...KEYBOARD_BASE,
    noun: 'gamingtangentbord',
    brands: [
      ['Logitech', ['G915 X', 'G Pro X TKL', 'G213', 'G515'], ''],
      ['Asus', ['ROG Strix Scope', 'ROG Azoth', 'TUF Gaming K3'], ''],
      ['HP', ['HyperX Alloy Origins', 'HyperX Alloy Rise'], ''],
    ],
    price: [499, 2990],
    priceBy: 'brytartyp',
    specs: [
      s('anslutning', ['Trådbunden USB', 'Trådlös (USB-mottagare)']),
      s('layout', ['Nordisk', 'Svensk/finsk']),
      s('tangentbord-storlek', ['Fullstorlek', 'Utan numerisk del (TKL)', 'Kompakt (75 %)', 'Kompakt (65 %)']),
      s('brytartyp', ['Membran', 'Mekanisk, röd', 'Mekanisk, brun', 'Mekanisk, blå', 'Optisk']),
      s('rgb', ['Ja']),
      s('bakgrundsbelysning', ['Ja']),
      s('programmerbara', YN),
      s('pollingfrekvens', [1000, 8000]),
      s('vikt-g', r(600, 1200, 100)),
      s('garanti', ['2 år']),
    ],
  },

  // ----- Foto & video -----
  'systemkamera': {
    icon: 'systemkamera',
    noun: 'systemkamera',
    name: '{brand} {series} {noun}',
    brands: [
      ['Canon', [
        ['EOS R50', { megapixel: [24], sensortyp: ['APS-C'] }], ['EOS R10', { megapixel: [24], sensortyp: ['APS-C'] }],
        ['EOS R8', { megapixel: [24], sensortyp: ['Fullformat'] }], ['EOS R6 Mark II', { megapixel: [24], sensortyp: ['Fullformat'] }],
        ['EOS R5', { megapixel: [45], sensortyp: ['Fullformat'], 'video-max': ['8K'] }],
      ], ''],
      ['Sony', [
        ['Alpha 6400', { megapixel: [24], sensortyp: ['APS-C'] }], ['Alpha 6700', { megapixel: [26], sensortyp: ['APS-C'] }],
        ['ZV-E10 II', { megapixel: [26], sensortyp: ['APS-C'] }], ['Alpha 7 IV', { megapixel: [33], sensortyp: ['Fullformat'] }],
        ['Alpha 7C II', { megapixel: [33], sensortyp: ['Fullformat'] }],
      ], ''],
    ],
    colors: ['svart'],
    price: [6990, 44990],
    priceBy: 'megapixel',
    specs: [
      s('sensortyp', ['APS-C', 'Fullformat']),
      s('megapixel', [24, 26, 33, 45, 61]),
      s('video-max', ['4K', '6K', '8K'], [4, 1, 1]),
      s('bildstab', YN),
      s('skarm-kamera', ['Vinklingsbar', 'Fast', 'Vikbar']),
      s('sokare', YN, [5, 1]),
      s('serietagning', [10, 11, 15, 20, 30, 40]),
      s('batteri-bilder', r(300, 700, 50)),
      s('vikt-g', r(350, 750, 50)),
      s('anslutningar-kamera', ['Wi-Fi', 'Bluetooth', 'USB-C', 'Micro-HDMI', 'Mikrofoningång', 'Hörlursuttag']),
      s('levereras', ['Endast kamerahus', 'Med kitobjektiv']),
      s('garanti', ['2 år']),
    ],
    info: ['Sensor: {sensortyp}', '{megapixel} MP', 'Filmar i {video-max}', '{levereras}'],
    taglines: [
      'Systemkamera för dig som vill ta nästa steg inom fotografering.',
      'Kompakt systemkamera med snabb autofokus.',
    ],
    intro: [
      '{name} har en sensor på {megapixel} MP som ger detaljrika bilder i alla ljus.',
      'Med {name} tar du skarpa bilder och filmar i {video-max}.',
    ],
    sentences: [
      'Autofokusen följer ögon på människor, djur och fåglar.',
      '{if:skarm-kamera=Vinklingsbar|Vikbar}Den vinklingsbara skärmen gör det lätt att fotografera från låga och höga vinklar.',
      'Överför bilderna trådlöst till mobilen och dela dem direkt.',
      'Serietagning i {serietagning} bilder per sekund fångar snabba ögonblick.',
      'Kameran använder utbytbara objektiv, så den kan växa med ditt intresse.',
    ],
  },
  'kompaktkamera': {
    icon: 'kompaktkamera',
    noun: 'kompaktkamera',
    name: '{brand} {series} {noun}',
    brands: [
      ['Canon', ['PowerShot G7 X Mark III', 'PowerShot SX740 HS', 'PowerShot V10'], ''],
      ['Sony', ['ZV-1 II', 'RX100 VII', 'ZV-1F'], ''],
    ],
    colors: ['svart', 'silver', 'vit'],
    price: [2990, 14990],
    priceBy: 'optisk-zoom',
    specs: [
      s('megapixel', [20, 21, 24]),
      s('optisk-zoom', [1, 2.7, 4.2, 8, 40]),
      s('video-max', ['Full HD', '4K'], [1, 3]),
      s('skarm-kamera', ['Vinklingsbar', 'Fast', 'Vikbar']),
      s('sensortyp', ['1 tum', '1/2,3 tum']),
      s('bildstab', YN, [4, 1]),
      s('anslutningar-kamera', ['Wi-Fi', 'Bluetooth', 'USB-C', 'Micro-HDMI', 'Mikrofoningång']),
      s('vikt-g', r(230, 310, 10)),
      s('batteri-bilder', r(230, 400, 10)),
      s('garanti', ['2 år']),
    ],
    info: ['{megapixel} MP', '{optisk-zoom}x optisk zoom', 'Filmar i {video-max}', '{skarm-kamera} skärm'],
    taglines: [
      'Kompaktkamera som får plats i fickan.',
      'Liten kamera för resor och vloggar.',
    ],
    intro: [
      '{name} får plats i fickan men tar bilder som en större kamera.',
      'Med {name} har du alltid en riktig kamera med dig.',
    ],
    sentences: [
      'Den optiska zoomen tar dig närmare utan att bildkvaliteten försämras.',
      '{if:skarm-kamera=Vikbar|Vinklingsbar}Den vikbara skärmen gör kameran perfekt för selfies och vloggar.',
      'Mikrofonen med vindskydd fångar tydligt ljud även utomhus.',
      'Kameran laddas via USB-C, även från en powerbank.',
    ],
  },
  'objektiv': {
    icon: 'objektiv',
    noun: 'objektiv',
    name: '{brand} {series}',
    brands: [
      ['Canon', ['RF 24-105mm F4L IS USM', 'RF 50mm F1.8 STM', 'RF-S 18-150mm F3.5-6.3 IS STM', 'RF 100-400mm F5.6-8 IS USM', 'RF 16mm F2.8 STM'], '', { specs: { fattning: ['Canon RF', 'Canon RF-S'] } }],
      ['Sony', ['FE 24-70mm F2.8 GM II', 'FE 50mm F1.8', 'E 70-350mm F4.5-6.3 G OSS', 'FE 20mm F1.8 G', 'FE 85mm F1.8'], '', { specs: { fattning: ['Sony E', 'Sony FE'] } }],
    ],
    colors: ['svart'],
    price: [1990, 24990],
    priceBy: 'objektivtyp',
    specs: [
      s('fattning', ['Canon RF', 'Canon RF-S', 'Sony E', 'Sony FE']),
      s('objektivtyp', ['Fast brännvidd', 'Zoom', 'Vidvinkel', 'Tele']),
      s('brannvidd', [16, 18, 20, 24, 50, 70, 85, 100]),
      s('blandare', ['f/1.8', 'f/2.8', 'f/4', 'f/3.5-6.3', 'f/4.5-6.3']),
      s('bildstab', YN),
      s('autofokus', ['Ja']),
      s('filterdiameter', [43, 49, 55, 67, 72, 77, 82]),
      s('vikt-g', r(160, 1100, 60)),
      s('vaderskydd', YN),
      s('garanti', ['2 år']),
    ],
    info: ['{fattning}-fattning', '{objektivtyp}', 'Bländare {blandare}', 'Bildstabilisering: {bildstab:lc}'],
    taglines: [
      'Objektiv som ger dina bilder ett nytt perspektiv.',
      'Skarpt objektiv med snabb och tyst autofokus.',
    ],
    intro: [
      '{name} ger skarpa bilder med vacker bakgrundsoskärpa.',
      'Med {name} får kameran nya möjligheter, från porträtt till landskap.',
    ],
    sentences: [
      'Autofokusmotorn är snabb och tyst, bra även när du filmar.',
      'Den stora bländaren släpper in mycket ljus i svag belysning.',
      '{if:vaderskydd=Ja}Objektivet är tätat mot damm och fukt.',
      'Filter i storleken {filterdiameter} mm passar på fronten.',
    ],
  },
  'kamerablixt': {
    icon: 'kamerablixt',
    noun: 'kamerablixt',
    name: '{brand} {series} {noun}',
    brands: [
      ['Canon', ['Speedlite EL-5', 'Speedlite EL-100', 'Speedlite EL-10'], '', { specs: { 'passar-kamera': ['Canon'] } }],
      ['Sony', ['HVL-F60RM2', 'HVL-F46RM', 'HVL-F28RM'], '', { specs: { 'passar-kamera': ['Sony'] } }],
    ],
    colors: ['svart'],
    price: [1490, 6990],
    priceBy: 'ledtal',
    specs: [
      s('ledtal', [24, 28, 36, 46, 60]),
      s('passar-kamera', ['Canon', 'Sony']),
      s('tradlos-blixt', ['Radio', 'Optisk', 'Nej']),
      s('hss', YN, [4, 1]),
      s('vinklingsbar', YN, [5, 1]),
      s('stromforsorjning', ['Uppladdningsbart batteri', 'AA-batteri']),
      s('uppladdningstid', [0.9, 1.2, 1.7, 2.5, 3]),
      s('vikt-g', r(180, 470, 30)),
      s('autofokus', YN),
      s('garanti', ['2 år']),
    ],
    info: ['Ledtal {ledtal}', 'Passar {passar-kamera}', 'Trådlös styrning: {tradlos-blixt:lc}', 'HSS: {hss:lc}'],
    taglines: [
      'Kamerablixt för mjukt och naturligt ljus.',
      'Kraftfull blixt för porträtt och event.',
    ],
    intro: [
      '{name} ger ett mjukt och jämnt ljus med ledtal {ledtal}.',
      'Med {name} får du kontroll över ljuset, inomhus som utomhus.',
    ],
    sentences: [
      '{if:vinklingsbar=Ja}Det vinklingsbara huvudet gör att du kan studsa ljuset mot tak och väggar.',
      '{if:hss=Ja}Snabb synkronisering låter dig använda blixt även med korta slutartider.',
      'Blixten mäter ljuset automatiskt genom kamerans objektiv.',
      'Uppladdningstiden är bara {uppladdningstid} sekunder, så du missar inga bilder.',
    ],
  },
  'minneskort': {
    icon: 'minneskort',
    noun: 'minneskort',
    name: '{brand} {series} {korttyp} {lagring:storage}',
    brands: [
      ['Samsung', ['PRO Plus', 'EVO Select', 'PRO Ultimate'], ''],
      ['Sony', ['SF-G Tough', 'SF-M', 'TOUGH-M'], ''],
    ],
    generic: { chance: 0.3, series: [''], name: 'Minneskort {korttyp} {lagring:storage}' },
    colors: [],
    imageColor: 'svart',
    price: [129, 1990],
    priceBy: 'lagring',
    specs: [
      s('lagring', [64, 128, 256, 512]),
      s('korttyp', ['microSDXC', 'SDXC']),
      s('hastighetsklass', ['UHS-I U3 V30', 'UHS-II V90', 'UHS-I U1']),
      s('lashastighet', [100, 160, 180, 200, 300]),
      s('skrivhastighet', [60, 90, 130, 299]),
      s('adapter', YN),
      s('talighet', ['Vattentät', 'Stöttålig', 'Röntgensäker', 'Temperaturtålig']),
      s('anvandning', ['Kamera', 'Mobil', 'Drönare', 'Actionkamera', 'Spelkonsol']),
      s('andel-atervunnet', [0, 30]),
      s('garanti', ['5 år', '10 år']),
    ],
    info: ['{lagring:storage}', '{korttyp}', 'Läser {lashastighet} MB/s', '{hastighetsklass}'],
    taglines: [
      'Snabbt minneskort för 4K-video och serietagning.',
      'Tåligt minneskort för kamera, mobil och konsol.',
    ],
    intro: [
      '{name} läser i upp till {lashastighet} MB/s och klarar 4K-video utan avbrott.',
      'Med {name} får du gott om plats för bilder, filmer och spel.',
    ],
    sentences: [
      'Kortet tål vatten, stötar, röntgen och extrema temperaturer.',
      'Hastighetsklassen räcker för att filma i 4K utan tappade bildrutor.',
      'Tillverkaren lämnar en lång garanti på kortet.',
      '{if:adapter=Ja}Med adaptern passar kortet även i datorns kortläsare.',
    ],
  },
  'kameravaska': {
    icon: 'kameravaska',
    noun: 'kameraväska',
    name: '{brand} {series} {vasktyp:lc}',
    brands: [
      ['Canon', ['Essentials', 'Professional'], ''],
      ['Sony', ['LCS-BP3', 'LCS-SC8'], ''],
    ],
    generic: { chance: 0.5, series: [''], name: 'Kameraväska, {vasktyp:lc} {volym-vaska} liter' },
    colors: ['svart', 'gra', 'gron', 'beige', 'brun'],
    price: [299, 2490],
    priceBy: 'volym-vaska',
    specs: [
      s('vasktyp', ['Axelväska', 'Ryggsäck', 'Midjeväska', 'Hölster']),
      s('volym-vaska', [5, 8, 12, 16, 20, 25, 30]),
      s('material', ['Polyester', 'Nylon', 'Canvas', 'Återvunnen polyester']),
      s('laptopfack', ['Nej', 'Upp till 13"', 'Upp till 15"']),
      s('regnskydd', YN),
      s('antal-fack', r(2, 10)),
      s('bredd', r(20, 35)),
      s('hojd', r(15, 48, 3)),
      s('djup', r(10, 22, 2)),
      s('vikt-g', r(300, 1500, 100)),
      s('garanti', ['2 år']),
    ],
    info: ['{vasktyp}', '{volym-vaska} liter', '{material}', 'Laptopfack: {laptopfack:lc}'],
    taglines: [
      'Kameraväska som skyddar utrustningen på resan.',
      'Smidig väska med vadderade fack för kamera och objektiv.',
    ],
    intro: [
      '{name} har vadderade fack som skyddar kamera, objektiv och tillbehör.',
      'Med {name} har du kameran skyddad och nära till hands.',
    ],
    sentences: [
      'Avdelarna flyttas med kardborre så att de passar din utrustning.',
      '{if:regnskydd=Ja}Det medföljande regnskyddet håller utrustningen torr i dåligt väder.',
      'Bärremmarna är vadderade för bekväm bäring hela dagen.',
      'Ett extra fack rymmer minneskort, batterier och laddare.',
    ],
  },

  // ----- Presentkort och tjänster (digital, only the fixed products in DIGITAL_PRODUCTS) -----
  'presentkort': serviceKind('presentkort', 'presentkort'),
  'forlangd-garanti': serviceKind('garanti', 'garanti'),
  'installation': serviceKind('installation', 'installationstjänst'),
};

function serviceKind(icon: string, noun: string): KindDef {
  return {
    icon,
    noun,
    name: '{noun}',
    brands: [],
    colors: [],
    imageColor: icon === 'presentkort' ? 'rod' : 'bla',
    price: [500, 2000],
    digital: true,
    specs: [
      s('tjanstetyp', ['Presentkort', 'Förlängd garanti', 'Installation']),
      s('leveranssatt', ['Digitalt via e-post', 'Bokas efter köp']),
      s('giltighetstid', [12, 24, 36]),
      s('galler-for', ['Hela sortimentet', 'Vitvaror', 'TV och ljud', 'Datorer och mobiler']),
      s('anvands', ['I webbutiken', 'Via kundservice']),
      s('bekraftelse', ['Direkt via e-post', 'Inom en arbetsdag']),
      s('personlig-halsning', YN),
      s('angerratt-tjanst', ['14 dagar', '14 dagar, upphör när tjänsten har utförts']),
      s('utfors-av', ['Hembutiken', 'Certifierad installatör']),
      s('kundservice', ['Telefon och e-post']),
    ],
    info: [],
    taglines: [],
    intro: [],
    sentences: [],
  };
}

/** The few digital products every catalog ends with (is_digital 1, brand id 1, high stock). */
export interface DigitalProductDef {
  kind: string;
  name: string;
  priceKr: number;
  specs: Readonly<Record<string, SpecValue | readonly SpecValue[]>>;
  info: string;
  description: readonly string[];
}

const GIFT_CARD_SPECS = {
  'tjanstetyp': 'Presentkort',
  'leveranssatt': 'Digitalt via e-post',
  'giltighetstid': 24,
  'galler-for': ['Hela sortimentet'],
  'anvands': ['I webbutiken', 'Via kundservice'],
  'bekraftelse': 'Direkt via e-post',
  'personlig-halsning': 'Ja',
  'angerratt-tjanst': '14 dagar',
  'utfors-av': 'Hembutiken',
  'kundservice': 'Telefon och e-post',
} as const;

const GIFT_CARD_TEXT = [
  'Ett digitalt presentkort är den perfekta presenten när du inte vet vad mottagaren önskar sig. Presentkortet skickas med e-post direkt efter köpet, tillsammans med din personliga hälsning.',
  'Presentkortet gäller i 24 månader från köpdagen och kan användas för hela sortimentet, i en eller flera omgångar. Kvarvarande belopp sparas på kortet tills det är förbrukat.',
  'Presentkortet kan inte bytas mot kontanter. Har du frågor är du välkommen att kontakta vår kundservice.',
];

const WARRANTY_TEXT = (area: string) => [
  `Med förlängd garanti är din nya produkt inom ${area} skyddad i totalt tre år från köpdagen. Garantin täcker fabrikationsfel och funktionsfel som uppstår vid normal användning.`,
  'Garantin gäller utöver din lagstadgade reklamationsrätt på tre år och ger dig dessutom snabbare hantering: vi reparerar eller byter produkten utan att du behöver visa att felet fanns vid köpet.',
  'Garantin köps tillsammans med produkten och registreras automatiskt. Villkoren skickas till dig med e-post.',
];

export const DIGITAL_PRODUCTS: readonly DigitalProductDef[] = [
  {
    kind: 'presentkort', name: 'Digitalt presentkort 500 kr', priceKr: 500,
    specs: GIFT_CARD_SPECS,
    info: 'Skickas direkt med e-post och gäller i 24 månader.',
    description: GIFT_CARD_TEXT,
  },
  {
    kind: 'presentkort', name: 'Digitalt presentkort 1 000 kr', priceKr: 1000,
    specs: GIFT_CARD_SPECS,
    info: 'Skickas direkt med e-post och gäller i 24 månader.',
    description: GIFT_CARD_TEXT,
  },
  {
    kind: 'forlangd-garanti', name: 'Förlängd garanti 3 år – vitvaror', priceKr: 990,
    specs: {
      'tjanstetyp': 'Förlängd garanti', 'leveranssatt': 'Digitalt via e-post', 'giltighetstid': 36, 'galler-for': ['Vitvaror'],
      'anvands': ['I webbutiken', 'Via kundservice'], 'bekraftelse': 'Direkt via e-post', 'personlig-halsning': 'Nej',
      'angerratt-tjanst': '14 dagar', 'utfors-av': 'Hembutiken', 'kundservice': 'Telefon och e-post',
    },
    info: '- Totalt tre års garanti\n- Gäller vitvaror köpta samtidigt\n- Snabb hantering vid fel',
    description: WARRANTY_TEXT('vitvaror'),
  },
  {
    kind: 'forlangd-garanti', name: 'Förlängd garanti 3 år – TV och ljud', priceKr: 790,
    specs: {
      'tjanstetyp': 'Förlängd garanti', 'leveranssatt': 'Digitalt via e-post', 'giltighetstid': 36, 'galler-for': ['TV och ljud'],
      'anvands': ['I webbutiken', 'Via kundservice'], 'bekraftelse': 'Direkt via e-post', 'personlig-halsning': 'Nej',
      'angerratt-tjanst': '14 dagar', 'utfors-av': 'Hembutiken', 'kundservice': 'Telefon och e-post',
    },
    info: '- Totalt tre års garanti\n- Gäller TV och ljud köpt samtidigt\n- Snabb hantering vid fel',
    description: WARRANTY_TEXT('TV och ljud'),
  },
  {
    kind: 'installation', name: 'Installation av diskmaskin', priceKr: 1490,
    specs: {
      'tjanstetyp': 'Installation', 'leveranssatt': 'Bokas efter köp', 'giltighetstid': 12, 'galler-for': ['Vitvaror'],
      'anvands': ['I webbutiken', 'Via kundservice'], 'bekraftelse': 'Inom en arbetsdag', 'personlig-halsning': 'Nej',
      'angerratt-tjanst': '14 dagar, upphör när tjänsten har utförts', 'utfors-av': 'Certifierad installatör',
      'kundservice': 'Telefon och e-post',
    },
    info: 'En certifierad installatör kopplar in din nya diskmaskin och tar med den gamla.',
    description: [
      'Låt en certifierad installatör koppla in din nya diskmaskin. I tjänsten ingår anslutning till befintligt vatten och avlopp, montering av luckfront för integrerade modeller och en kontroll av att maskinen fungerar.',
      'Vi kontaktar dig inom en arbetsdag efter köpet för att boka en tid som passar dig. Tjänsten kan bokas inom 12 månader från köpet.',
      'Du har 14 dagars ångerrätt, men den upphör när installationen har utförts med ditt samtycke.',
    ],
  },
];

// ---------------------------------------------------------------------------------------
// Category tree
// ---------------------------------------------------------------------------------------

export interface CategoryDef {
  name: string;
  description: string;
  /** Leaves only: the kind of product listed here. */
  kind?: string;
  /** Leaves only: relative share of the generated products (default 1; 0 = fixed products only). */
  weight?: number;
  children?: readonly CategoryDef[];
}

const leaf = (name: string, kind: string, description: string, weight = 1): CategoryDef => ({ name, kind, description, weight });

export const CATEGORY_TREE: readonly CategoryDef[] = [
  {
    name: 'Vitvaror',
    description: 'Kylskåp, frysar, tvättmaskiner, diskmaskiner och ugnar från kända märken. Vi levererar, installerar och tar hand om din gamla vitvara.',
    children: [
      {
        name: 'Kylskåp',
        description: 'Kylskåp och kombinerade kyl/frysar i alla storlekar, från kompakta modeller till rymliga side by side-skåp.',
        children: [
          leaf('Kyl och frys', 'kylfrys', 'Kombinerade kyl/frysar med plats för både färskvaror och frysta råvaror.', 2),
          leaf('Fristående kylskåp', 'kylskap', 'Helkylskåp utan frys, perfekta tillsammans med ett frysskåp i samma serie.'),
          leaf('Side by side', 'sidebyside', 'Amerikanska kyl/frysar med stor volym, ofta med isbitsberedare och vattendispenser.', 0.5),
        ],
      },
      {
        name: 'Frysar',
        description: 'Frysskåp och frysboxar för dig som vill ha extra frysutrymme.',
        children: [
          leaf('Frysskåp', 'frysskap', 'Frysskåp med lådor som gör det enkelt att hålla ordning.'),
          leaf('Frysboxar', 'frysbox', 'Rymliga frysboxar för källaren, garaget eller förrådet.', 0.6),
        ],
      },
      {
        name: 'Tvätt och tork',
        description: 'Tvättmaskiner, torktumlare och kombimaskiner som tar hand om tvätten skonsamt och energisnålt.',
        children: [
          leaf('Tvättmaskiner', 'tvattmaskin', 'Energisnåla tvättmaskiner med program för allt från ull till sportkläder.', 1.5),
          leaf('Torktumlare', 'torktumlare', 'Torktumlare med värmepump eller kondens som torkar tvätten mjuk och fin.'),
          leaf('Kombimaskiner', 'tvatt-tork', 'Tvätt och tork i samma maskin, perfekt när utrymmet är begränsat.', 0.5),
        ],
      },
      leaf('Diskmaskiner', 'diskmaskin', 'Tysta och energisnåla diskmaskiner, fristående eller för integrering i köket.', 1.5),
      {
        name: 'Spisar och ugnar',
        description: 'Inbyggnadsugnar, induktionshällar, spisar och mikrovågsugnar för matlagning varje dag.',
        children: [
          leaf('Inbyggnadsugnar', 'ugn', 'Inbyggnadsugnar med varmluft, ånga och pyrolys för enkel rengöring.'),
          leaf('Induktionshällar', 'induktionshall', 'Snabba och exakta induktionshällar som är lätta att hålla rena.'),
          leaf('Spisar', 'spis', 'Fristående spisar med ugn och häll i ett.', 0.6),
          leaf('Mikrovågsugnar', 'mikrovagsugn', 'Mikrovågsugnar för snabb uppvärmning, upptining och enkel matlagning.'),
        ],
      },
    ],
  },
  {
    name: 'TV & ljud',
    description: 'TV-apparater, soundbars, hörlurar och högtalare för bästa bild och ljud hemma och på språng.',
    children: [
      {
        name: 'TV',
        description: 'OLED-, QLED- och LED-TV i alla storlekar, med smarta funktioner och strömningstjänster.',
        children: [
          leaf('OLED-TV', 'oled-tv', 'OLED-TV med perfekt svärta och oändlig kontrast för film och spel.', 1.5),
          leaf('QLED-TV', 'qled-tv', 'QLED-, QNED- och Mini LED-TV med starka färger och hög ljusstyrka.', 1.5),
          leaf('LED-TV', 'led-tv', 'Prisvärda 4K LED-TV med smarta funktioner.', 1.5),
        ],
      },
      {
        name: 'Hörlurar',
        description: 'Trådlösa hörlurar och in ear-lurar med brusreducering för resan, jobbet och träningen.',
        children: [
          leaf('Over ear-hörlurar', 'horlurar', 'Hörlurar som sluter tätt runt öronen, ofta med aktiv brusreducering.', 1.5),
          leaf('In ear-hörlurar', 'in-ear', 'Små och lätta trådlösa hörlurar som följer med överallt.', 1.5),
        ],
      },
      {
        name: 'Högtalare',
        description: 'Bärbara högtalare, smarta högtalare och soundbars för musik och film.',
        children: [
          leaf('Bluetooth-högtalare', 'hogtalare', 'Tåliga bärbara högtalare för stranden, parken och festen.'),
          leaf('Soundbars', 'soundbar', 'Soundbars som ger TV:n ett fylligare ljud och tydligare dialog.'),
          leaf('Multiroom-högtalare', 'smart-hogtalare', 'Smarta högtalare som spelar musik i ett eller flera rum.'),
        ],
      },
      leaf('Projektorer', 'projektor', 'Projektorer för hemmabio, spel och filmkvällar utomhus.', 0.6),
      {
        name: 'TV-tillbehör',
        description: 'Väggfästen, kablar och annat som gör TV-installationen komplett.',
        children: [
          leaf('TV-fästen', 'tv-faste', 'Fasta, vinklingsbara och vridbara väggfästen för TV.', 0.7),
          leaf('HDMI-kablar', 'hdmi-kabel', 'HDMI-kablar för 4K och 8K, med stöd för eARC.', 0.7),
        ],
      },
    ],
  },
  {
    name: 'Datorer & surfplattor',
    description: 'Bärbara och stationära datorer, surfplattor, skärmar och tillbehör för jobb, skola och fritid.',
    children: [
      {
        name: 'Bärbara datorer',
        description: 'Bärbara datorer med Windows, macOS eller ChromeOS för alla behov och budgetar.',
        children: [
          leaf('Windows-datorer', 'windows-laptop', 'Bärbara datorer med Windows 11, från lätta ultrabooks till kraftfulla arbetsdatorer.', 2),
          leaf('MacBook', 'macbook', 'MacBook Air och MacBook Pro med Apples egna chip.'),
          leaf('Chromebook', 'chromebook', 'Enkla och säkra Chromebook-datorer, perfekta för skolan.', 0.6),
        ],
      },
      leaf('Stationära datorer', 'stationar-dator', 'Stationära datorer och allt-i-ett-datorer för hemmet och kontoret.'),
      {
        name: 'Surfplattor',
        description: 'Surfplattor för film, läsning, spel och anteckningar.',
        children: [
          leaf('iPad', 'surfplatta', 'iPad, iPad Air, iPad Pro och iPad mini.'),
          leaf('Android-surfplattor', 'android-surfplatta', 'Surfplattor med Android från bland annat Samsung och Lenovo.'),
        ],
      },
      leaf('Skärmar', 'bildskarm', 'Datorskärmar för kontor, bildredigering och gaming.', 1.5),
      {
        name: 'Datortillbehör',
        description: 'Möss, tangentbord och webbkameror som gör arbetsplatsen komplett.',
        children: [
          leaf('Möss', 'mus', 'Trådlösa och ergonomiska möss för jobbet och hemmet.'),
          leaf('Tangentbord', 'tangentbord', 'Tangentbord med svensk layout, trådlösa eller med sladd.'),
          leaf('Webbkameror', 'webbkamera', 'Webbkameror med skarp bild för videomöten och streaming.', 0.6),
        ],
      },
    ],
  },
  {
    name: 'Mobiler & smartklockor',
    description: 'Mobiltelefoner, smartklockor, aktivitetsarmband och mobiltillbehör.',
    children: [
      {
        name: 'Mobiltelefoner',
        description: 'De senaste mobilerna från Apple, Samsung och Sony.',
        children: [
          leaf('iPhone', 'iphone', 'iPhone med iOS, från iPhone 16e till iPhone 16 Pro Max.', 2),
          leaf('Android-telefoner', 'android-mobil', 'Android-telefoner för alla budgetar, från Samsung Galaxy till Sony Xperia.', 2),
        ],
      },
      {
        name: 'Klockor och armband',
        description: 'Smartklockor, GPS-klockor och aktivitetsarmband för hälsa och träning.',
        children: [
          leaf('Smartklockor', 'smartklocka', 'Smartklockor med aviseringar, betalning och hälsofunktioner.', 1.5),
          leaf('Aktivitetsarmband', 'aktivitetsarmband', 'Lätta aktivitetsarmband som räknar steg, puls och sömn.', 0.7),
          leaf('Pulsklockor', 'pulsklocka', 'GPS-klockor för löpning, cykling, simning och friluftsliv.'),
        ],
      },
      {
        name: 'Mobiltillbehör',
        description: 'Skal, laddare och powerbanks som skyddar och laddar din mobil.',
        children: [
          leaf('Skal och fodral', 'mobilskal', 'Skal och fodral som skyddar mobilen mot fall och repor.'),
          leaf('Laddare', 'laddare', 'Snabbladdare, trådlösa laddare och laddstationer.'),
          leaf('Powerbanks', 'powerbank', 'Powerbanks som ger mobilen extra ström på resan.', 0.7),
        ],
      },
    ],
  },
  {
    name: 'Hem & hushåll',
    description: 'Dammsugare, luftbehandling och personvård som gör vardagen enklare.',
    children: [
      {
        name: 'Dammsugare',
        description: 'Sladdlösa dammsugare, robotdammsugare och klassiska golvdammsugare.',
        children: [
          leaf('Sladdlösa dammsugare', 'skaftdammsugare', 'Lätta skaftdammsugare utan sladd som är snabbt framme.', 1.5),
          leaf('Robotdammsugare', 'robotdammsugare', 'Robotdammsugare som städar medan du gör annat.'),
          leaf('Golvdammsugare', 'golvdammsugare', 'Golvdammsugare med och utan påse, med stark sugkraft.'),
        ],
      },
      {
        name: 'Luftbehandling',
        description: 'Luftrenare, fläktar och avfuktare för ett bättre inomhusklimat.',
        children: [
          leaf('Luftrenare', 'luftrenare', 'Luftrenare som fångar pollen, damm och partiklar.', 0.7),
          leaf('Fläktar', 'flakt', 'Bordsfläktar, golvfläktar och tornfläktar för varma dagar.', 0.7),
          leaf('Avfuktare', 'avfuktare', 'Avfuktare som skyddar källare och tvättstuga mot fukt.', 0.6),
        ],
      },
      {
        name: 'Personvård',
        description: 'Eltandborstar, rakapparater och hårtorkar för daglig skönhet och hälsa.',
        children: [
          leaf('Eltandborstar', 'eltandborste', 'Eltandborstar som tar bort mer plack än en vanlig tandborste.'),
          leaf('Rakapparater', 'rakapparat', 'Rakapparater för en nära och skonsam rakning.'),
          leaf('Hårtorkar', 'hartork', 'Hårtorkar med jonteknik och munstycken för alla hårtyper.', 0.7),
        ],
      },
      leaf('Strykjärn och ångstationer', 'strykjarn', 'Ångstrykjärn, ångstationer och steamers som tar bort skrynklor snabbt.', 0.6),
    ],
  },
  {
    name: 'Köksmaskiner',
    description: 'Kaffebryggare, espressomaskiner, köksmaskiner och småapparater för köket.',
    children: [
      {
        name: 'Kaffe och te',
        description: 'Kaffebryggare, espressomaskiner, vattenkokare och kaffebönor.',
        children: [
          leaf('Kaffebryggare', 'kaffebryggare', 'Kaffebryggare som brygger vid rätt temperatur för full smak.', 1.2),
          leaf('Espressomaskiner', 'espressomaskin', 'Helautomatiska och halvautomatiska espressomaskiner.'),
          leaf('Kaffebönor', 'kaffebonor', 'Helt kaffe från rosteriet, att mala själv.', 0.5),
          leaf('Vattenkokare', 'vattenkokare', 'Vattenkokare med och utan temperaturval.', 0.8),
        ],
      },
      {
        name: 'Matberedning',
        description: 'Köksmaskiner, mixrar och matberedare som gör jobbet åt dig.',
        children: [
          leaf('Köksassistenter', 'koksmaskin', 'Köksmaskiner som knådar, vispar och blandar.'),
          leaf('Mixrar', 'mixer', 'Bänkmixrar, stavmixrar och smoothiemixrar.'),
          leaf('Matberedare', 'matberedare', 'Matberedare som hackar, river och skivar på sekunder.', 0.6),
        ],
      },
      {
        name: 'Småapparater',
        description: 'Brödrostar och airfryers för frukost och snabba middagar.',
        children: [
          leaf('Brödrostar', 'brodrost', 'Brödrostar för två eller fyra skivor.', 0.7),
          leaf('Airfryers', 'airfryer', 'Airfryers som lagar krispig mat med lite olja.', 1.2),
        ],
      },
    ],
  },
  {
    name: 'Gaming',
    description: 'Spelkonsoler, gamingdatorer, headsets och tillbehör för alla som spelar.',
    children: [
      leaf('Spelkonsoler', 'spelkonsol', 'PlayStation 5 och Nintendo Switch för spel hemma och på språng.', 0.8),
      leaf('Handkontroller', 'handkontroll', 'Handkontroller för konsol och dator.', 0.8),
      leaf('Gamingheadsets', 'headset', 'Gamingheadsets med tydligt ljud och klar mikrofon.'),
      {
        name: 'Gamingdatorer',
        description: 'Gaminglaptops och stationära gamingdatorer med kraftfulla grafikkort.',
        children: [
          leaf('Gaminglaptops', 'gaminglaptop', 'Bärbara gamingdatorer med NVIDIA GeForce RTX-grafik.'),
          leaf('Stationära gamingdatorer', 'gamingdator', 'Stationära gamingdatorer för höga bildfrekvenser.'),
        ],
      },
      {
        name: 'Gamingtillbehör',
        description: 'Gamingmöss och gamingtangentbord för snabbare reaktioner.',
        children: [
          leaf('Gamingmöss', 'gamingmus', 'Lätta och exakta gamingmöss.'),
          leaf('Gamingtangentbord', 'gamingtangentbord', 'Mekaniska och optiska gamingtangentbord med RGB.'),
        ],
      },
    ],
  },
  {
    name: 'Foto & video',
    description: 'Kameror, objektiv och tillbehör för dig som vill ta bättre bilder och filmer.',
    children: [
      {
        name: 'Kameror',
        description: 'Systemkameror och kompaktkameror från Canon och Sony.',
        children: [
          leaf('Systemkameror', 'systemkamera', 'Spegellösa systemkameror med utbytbara objektiv.'),
          leaf('Kompaktkameror', 'kompaktkamera', 'Kompaktkameror som får plats i fickan.', 0.6),
        ],
      },
      leaf('Objektiv', 'objektiv', 'Objektiv för Canon RF och Sony E, från vidvinkel till tele.', 0.8),
      leaf('Blixtar', 'kamerablixt', 'Kamerablixtar för mjukt och naturligt ljus.', 0.5),
      {
        name: 'Kameratillbehör',
        description: 'Minneskort och kameraväskor för fotografen.',
        children: [
          leaf('Minneskort', 'minneskort', 'Snabba minneskort för kamera, mobil och spelkonsol.', 0.7),
          leaf('Kameraväskor', 'kameravaska', 'Kameraväskor och ryggsäckar som skyddar utrustningen.', 0.5),
        ],
      },
    ],
  },
  {
    name: 'Presentkort och tjänster',
    description: 'Digitala presentkort, förlängd garanti och installation av dina nya produkter.',
    children: [
      leaf('Presentkort', 'presentkort', 'Digitala presentkort som skickas direkt med e-post.', 0),
      leaf('Förlängd garanti', 'forlangd-garanti', 'Förläng garantin på din nya produkt till totalt tre år.', 0),
      leaf('Installation och montering', 'installation', 'Låt en certifierad installatör koppla in dina nya vitvaror.', 0),
    ],
  },
];

// ---------------------------------------------------------------------------------------
// Packages
// ---------------------------------------------------------------------------------------

/** Bundles sold at a package price: one kind chosen from each slot. */
export const PACKAGE_RECIPES: readonly { title: string; slots: readonly (readonly string[])[] }[] = [
  { title: 'Tvättpaket', slots: [['tvattmaskin'], ['torktumlare']] },
  { title: 'TV-paket', slots: [['oled-tv', 'qled-tv', 'led-tv'], ['soundbar'], ['tv-faste']] },
  { title: 'Köksstart', slots: [['kylfrys'], ['diskmaskin'], ['ugn', 'mikrovagsugn']] },
  { title: 'Kontorspaket', slots: [['windows-laptop', 'macbook'], ['mus'], ['tangentbord', 'webbkamera']] },
  { title: 'Spelpaket', slots: [['spelkonsol'], ['handkontroll'], ['headset']] },
  { title: 'Kamerapaket', slots: [['systemkamera'], ['objektiv'], ['minneskort', 'kameravaska']] },
  { title: 'Frukostpaket', slots: [['kaffebryggare', 'espressomaskin'], ['vattenkokare'], ['brodrost']] },
  { title: 'Mobilpaket', slots: [['iphone', 'android-mobil'], ['laddare'], ['mobilskal', 'in-ear']] },
];

// ---------------------------------------------------------------------------------------
// Description building blocks shared by all kinds
// ---------------------------------------------------------------------------------------

export const CLOSING_SENTENCES: readonly string[] = [
  'Har du frågor om produkten är du välkommen att kontakta vår kundservice.',
  'Produkten levereras med svensk bruksanvisning.',
  'Som alltid när du handlar hos oss på nätet har du 14 dagars ångerrätt.',
  'Läs gärna omdömen från andra kunder innan du bestämmer dig.',
  'Jämför gärna med liknande produkter i samma kategori.',
];

export const WARRANTY_SENTENCE = 'Tillverkarens garanti gäller i {garanti}, utöver din reklamationsrätt på tre år.';

// ---------------------------------------------------------------------------------------
// Info pages
// ---------------------------------------------------------------------------------------

export interface InfoPageDef {
  title: string;
  url: string;
  type: InfoPageType;
  heading: string;
  /** Plain-text paragraphs; a short line on its own works as a subheading. */
  body: readonly string[];
  expanded?: boolean;
  children?: readonly InfoPageDef[];
}

const WITHDRAWAL_FORM = [
  'Standardformulär för utövande av ångerrätt',
  '(Fyll i och skicka detta formulär endast om du vill utöva ångerrätten.)',
  'Till: {foretagsnamn}, {adress}, {kundtjanst_epost}',
  'Jag/Vi (*) meddelar härmed att jag/vi (*) vill frånträda mitt/vårt (*) avtal om köp av följande varor (*)/tillhandahållande av följande tjänster (*):',
  'Beställdes den (*)/mottogs den (*):',
  'Konsumentens/konsumenternas namn:',
  'Konsumentens/konsumenternas adress:',
  'Konsumentens/konsumenternas namnteckning (endast om formuläret skickas i pappersform):',
  'Datum:',
  '(*) Stryk det som inte gäller.',
].join('\n');

export const INFO_PAGES: readonly InfoPageDef[] = [
  {
    title: 'Kundservice',
    url: '/kundservice',
    type: 'services',
    heading: 'Kundservice',
    expanded: true,
    body: [
      'Vi på Hembutiken finns här för att hjälpa dig, före, under och efter ditt köp. Här hittar du svar på de vanligaste frågorna om beställning, leverans, betalning och returer.',
      'Kontakta oss',
      'Telefon: {kundtjanst_telefon}, vardagar 9–18 och lördagar 10–15.\nE-post: {kundtjanst_epost}. Vi svarar normalt inom en arbetsdag.',
      'Ha gärna ditt ordernummer till hands när du kontaktar oss, så kan vi hjälpa dig snabbare.',
      '{foretagsnamn}, organisationsnummer {organisationsnummer}, {adress}.',
    ],
    children: [
      {
        title: 'Köpvillkor',
        url: '/kundservice/kopvillkor',
        type: 'services',
        heading: 'Köpvillkor',
        body: [
          'Dessa villkor gäller när du som privatperson handlar av {foretagsnamn}, organisationsnummer {organisationsnummer}, {adress} (nedan "vi"). Genom att lägga en beställning godkänner du villkoren. För köp gäller svensk lag, bland annat konsumentköplagen och lagen om distansavtal och avtal utanför affärslokaler.',
          'Beställning och avtal',
          'Avtalet är bindande när du har lagt din beställning och fått en orderbekräftelse med e-post. Kontrollera gärna att uppgifterna i bekräftelsen stämmer och kontakta oss direkt om något är fel. Du måste vara minst 18 år för att handla hos oss.',
          'Priser',
          'Alla priser anges i svenska kronor inklusive moms. Fraktkostnad och eventuell avgift för betalsättet visas i kassan innan du slutför köpet. Vi reserverar oss för tryckfel och för prisändringar som beror på omständigheter utanför vår kontroll, men det pris som stod i din orderbekräftelse gäller alltid för din beställning.',
          'Betalning',
          'Betalar du med kort eller Swish dras beloppet när du lägger beställningen. Betalar du mot faktura skickar vi fakturan med e-post, och den ska vara betald inom {betalningsvillkor} dagar från fakturadatum till bankgiro {bankgiro}, med fakturans OCR-nummer som referens.',
          'Leverans',
          'Varor som finns i lager skickas normalt inom 1–2 arbetsdagar. Om en leverans blir mer än 30 dagar försenad har du rätt att häva köpet. Vi meddelar dig om en vara är restnoterad.',
          'Ångerrätt',
          'Som konsument har du 14 dagars ångerrätt enligt lagen om distansavtal och avtal utanför affärslokaler. Ångerfristen börjar den dag du eller någon du har utsett tar emot varan. Har du beställt flera varor som levereras vid olika tillfällen börjar fristen när du har tagit emot den sista varan. För tjänster börjar fristen den dag avtalet ingås.',
          'Du utövar ångerrätten genom att meddela oss ditt beslut innan ångerfristen har gått ut, till exempel med e-post till {kundtjanst_epost}, via vårt returformulär eller med standardformuläret nedan. Du behöver inte ange något skäl.',
          'När du ångrar ett köp återbetalar vi det du har betalat för varan, inklusive den billigaste standardfrakten, senast 14 dagar efter att vi fått ditt meddelande. Vi får vänta med återbetalningen tills vi har fått tillbaka varan eller du har visat att den är skickad. Du står för kostnaden för att skicka tillbaka varan. Är varan så stor att den inte kan skickas med vanlig post, till exempel en vitvara, uppskattar vi returkostnaden till högst 1 000 kr.',
          'Du får undersöka varan på samma sätt som i en butik. Har du hanterat varan mer än vad som behövs för att fastställa dess egenskaper och funktion får vi göra avdrag för varans minskade värde.',
          'Ångerrätten gäller inte för förseglade varor som av hälso- eller hygienskäl inte lämpar sig att returnera när förseglingen har brutits, till exempel eltandborstar och rakapparater, för livsmedel som snabbt kan försämras, till exempel öppnade kaffeförpackningar, eller för förseglade ljud- och bildupptagningar och programvara när förseglingen har brutits. För tjänster upphör ångerrätten när tjänsten har utförts med ditt uttryckliga samtycke.',
          WITHDRAWAL_FORM,
          'Öppet köp',
          'Utöver ångerrätten har du {oppet_kop_dagar} dagars öppet köp från den dag du tar emot varan. Inom den tiden kan du lämna tillbaka en vara som är oanvänd och i originalförpackningen och få pengarna tillbaka, på samma sätt och med samma returfrakt som när du ångrar ett köp. Varor som är undantagna från ångerrätten omfattas inte heller av öppet köp.',
          'Reklamation',
          'Du har rätt att reklamera en vara som är felaktig i tre år från det att du tog emot den. Meddela oss inom skälig tid efter att du har upptäckt felet; ett meddelande inom två månader räknas alltid som i rätt tid. Vi står för returfrakten vid en godkänd reklamation. Läs mer under Returer och reklamationer.',
          'Tvister',
          'Om vi inte kommer överens kan du vända dig till Allmänna reklamationsnämnden (ARN), Box 174, 101 23 Stockholm, www.arn.se. Vi följer ARN:s rekommendationer. Du kan också använda EU:s plattform för tvistlösning online.',
        ],
      },
      {
        title: 'Frakt och leverans',
        url: '/kundservice/frakt-och-leverans',
        type: 'services',
        heading: 'Frakt och leverans',
        body: [
          'Vi levererar i hela Sverige. I kassan ser du vilka leveranssätt som finns för din beställning och ditt postnummer, tillsammans med pris och beräknad leveranstid.',
          'Leverans till ombud',
          'Mindre paket skickas till ett ombud eller paketskåp nära dig. Du får ett sms eller e-postmeddelande när paketet har kommit fram. Paketet ligger kvar i sju dagar.',
          'Hemleverans',
          'Hemleverans finns för de flesta postnummer. Vitvaror och andra stora varor levereras alltid hem till dig, och du kan välja till bärhjälp, installation och bortforsling av din gamla produkt.',
          'Leveranstider',
          'Varor som finns i lager skickas normalt inom 1–2 arbetsdagar. Leveranstiden är sedan 1–3 arbetsdagar till ombud och 2–5 arbetsdagar för hemleverans. Under kampanjer och högtider kan det ta något längre tid.',
          'Fri frakt',
          'Handlar du för {fri_frakt_grans} eller mer bjuder vi på standardfrakten. Hur mycket som återstår till fri frakt ser du i varukorgen.',
          'Digitala produkter',
          'Digitala presentkort och garantier skickas med e-post direkt efter köpet och har ingen fraktkostnad.',
        ],
      },
      {
        title: 'Betalning',
        url: '/kundservice/betalning',
        type: 'services',
        heading: 'Betalning',
        body: [
          'Hos oss kan du betala på det sätt som passar dig bäst. Alla betalningar sker krypterat och vi ser aldrig dina kortuppgifter.',
          'Kort',
          'Vi tar emot Visa och Mastercard. Du betalar hos vår kortleverantör när du lägger beställningen, och beloppet dras då. Blir en vara inte levererad eller lämnar du tillbaka den betalar vi tillbaka till kortet.',
          'Swish',
          'Betala direkt med Swish-appen i mobilen. Pengarna dras när du godkänner betalningen.',
          'Faktura och delbetalning',
          'Betalar du mot faktura skickar vi fakturan med e-post. Den ska vara betald inom {betalningsvillkor} dagar från fakturadatum, till bankgiro {bankgiro} med fakturans OCR-nummer. Fakturaavgiften visas i kassan.',
          'Vill du dela upp betalningen gör du det hos vår betalpartner. Delbetalning är en kredit och kräver en kreditprövning; villkor, ränta och eventuella avgifter visas i kassan innan du slutför köpet.',
          'Presentkort',
          'Presentkort löser du in i kassan. Är presentkortets värde lägre än ordern betalar du mellanskillnaden med ett annat betalsätt.',
          'Företag',
          'Handlar du som företag visas priserna exklusive moms när du har valt företag i kassan. Vi behöver då ditt organisationsnummer.',
        ],
      },
      {
        title: 'Returer och reklamationer',
        url: '/kundservice/returer-och-reklamationer',
        type: 'services',
        heading: 'Returer och reklamationer',
        body: [
          'Vill du ångra ett köp eller är något fel på din vara? Här beskriver vi hur du gör.',
          'Ångra ett köp',
          'Du har 14 dagars ångerrätt och {oppet_kop_dagar} dagars öppet köp från det att du tog emot varan. Anmäl din retur via formuläret Anmäl retur eller reklamation, så får du en returetikett och instruktioner med e-post. Varan ska skickas tillbaka i väsentligen samma skick och mängd som när du tog emot den, gärna i originalförpackningen.',
          'Vi återbetalar köpesumman inklusive den ursprungliga standardfrakten senast 14 dagar efter att vi har fått ditt meddelande om att du ångrar köpet eller lämnar tillbaka varan inom öppet köp. Vi kan vänta med återbetalningen tills vi har fått tillbaka varan. Du står för returfrakten.',
          'Reklamera en vara',
          'Om varan är trasig eller har ett fel kan du reklamera den i upp till tre år. Anmäl felet via formuläret Anmäl retur eller reklamation och beskriv felet. Ladda gärna upp en bild, det gör att vi kan hjälpa dig snabbare.',
          'Vid en godkänd reklamation reparerar eller byter vi varan, eller ger dig pengarna tillbaka om det inte går. Vi står för fraktkostnaden. Fel som uppstår under de första två åren förutsätts ha funnits vid köpet om inte något annat visas.',
          'Transportskador',
          'Kontrollera alltid paketet när du hämtar ut det. Är kartongen skadad ska du anmäla det till ombudet eller chauffören direkt och kontakta oss så snart som möjligt.',
        ],
      },
    ],
  },
  {
    title: 'Om oss',
    url: '/om-oss',
    type: 'other',
    heading: 'Om Hembutiken',
    body: [
      'Hembutiken är en svensk webbutik för hemelektronik och vitvaror. Vi startade med en enkel idé: att det ska vara lätt att hitta rätt produkt, till ett bra pris och med tydlig information.',
      'I vårt sortiment finns allt från kylskåp och tvättmaskiner till TV-apparater, datorer, mobiler och köksmaskiner, från kända varumärken som Samsung, Bosch, Apple och Sony.',
      'Vi tror på produkter som håller länge. Därför visar vi energiklass, garanti och reservdelar tydligt, och vi tar hand om din gamla elektronik när du köper ny.',
      'Vår kundservice finns i Sverige och hjälper dig gärna, både före och efter ditt köp.',
    ],
  },
  {
    title: 'Integritetspolicy',
    url: '/integritetspolicy',
    type: 'direct',
    heading: 'Integritetspolicy',
    body: [
      '{foretagsnamn} är personuppgiftsansvarig för de personuppgifter du lämnar till oss. Vi behandlar dina uppgifter enligt dataskyddsförordningen (GDPR).',
      'Vilka uppgifter vi behandlar',
      'När du handlar behandlar vi namn, adress, e-postadress, telefonnummer och vid behov personnummer, samt uppgifter om dina köp. När du besöker webbplatsen behandlar vi tekniska uppgifter som cookies, i den mån du har samtyckt till det.',
      'Varför vi behandlar dem',
      'Vi använder uppgifterna för att leverera din beställning, hantera returer och reklamationer, ge kundservice och uppfylla lagkrav som bokföringslagen. Med ditt samtycke använder vi dem även för nyhetsbrev och för att anpassa erbjudanden.',
      'Hur länge vi sparar dem',
      'Orderuppgifter sparas i sju år enligt bokföringslagen. Uppgifter som bygger på samtycke sparas tills du återkallar samtycket.',
      'Dina rättigheter',
      'Du har rätt att få veta vilka uppgifter vi har om dig, få felaktiga uppgifter rättade, få uppgifter raderade och invända mot behandling. Kontakta oss på {kundtjanst_epost}. Du kan också lämna klagomål till Integritetsskyddsmyndigheten (IMY).',
      'Cookies',
      'Nödvändiga cookies krävs för att varukorgen och kassan ska fungera. Funktionella cookies och marknadsföringscookies används bara om du har godkänt dem, och du kan ändra ditt val när som helst under Integritetsinställningar.',
    ],
  },
  {
    title: 'Kampanjer',
    url: '/kampanjer',
    type: 'campaign',
    heading: 'Aktuella kampanjer',
    body: [
      'Här samlar vi våra aktuella erbjudanden på allt från TV och ljud till vitvaror och köksmaskiner.',
      'Vid varje nedsatt pris visar vi också det lägsta priset de senaste 30 dagarna innan prissänkningen, så att du enkelt kan se hur bra erbjudandet är.',
      'Kampanjpriserna gäller så långt lagret räcker eller till och med det datum som anges vid produkten.',
    ],
  },
];
