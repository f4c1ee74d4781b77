import fs from 'node:fs/promises';
import path from 'node:path';
import { BADGES, CATEGORY_TREE, COLORS, KINDS, type CategoryDef } from './catalog-data';

/**
 * Locally generated SVG images for the demo catalog (nothing is fetched): flat product
 * illustrations per product kind and colour, category tiles, badge ribbons and EU energy labels.
 * Paths stored in the database are `/assets/uploads/<path relative to the uploads dir>`.
 */

export const UPLOADS_URL_PREFIX = '/assets/uploads/';
export const PRODUCT_IMAGE_SIZE = 800;
export const PRODUCT_VIEWS = ['front', 'detalj', 'miljo', 'sida'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];
export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

export function uploadsUrl(relativePath: string): string {
  return UPLOADS_URL_PREFIX + relativePath;
}

/** Lowercase ASCII slug: å/ä -> a, ö -> o, '&' -> 'och', anything else non-alphanumeric -> '-'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/[éèê]/g, 'e')
    .replace(/ü/g, 'u')
    .replace(/&/g, ' och ')
    .replace(/\+/g, ' plus ')
    .replace(/["'’”]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function productImagePath(icon: string, colorSlug: string, view: ProductView): string {
  return `products/${icon}-${colorSlug}${view === 'front' ? '' : `-${view}`}.svg`;
}

export function categoryImagePath(categoryUrl: string): string {
  return `categories/${categoryUrl.replace(/^\//, '').split('/').join('-')}.svg`;
}

export function energyLabelPath(energyClass: string): string {
  return `energy/energiklass-${energyClass.toLowerCase()}.svg`;
}

/** The product information sheet ('Produktblad') that comes with an energy label: one per kind and class. */
export function productSheetPath(icon: string, energyClass: string): string {
  return `energy/produktblad-${icon}-${energyClass.toLowerCase()}.pdf`;
}

export function badgeImagePath(badgeId: number, file: string): string {
  return `badges/${badgeId}/${file}`;
}

// ---------------------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------------------

function rgb(hex: string): [number, number, number] {
  return [0, 1, 2].map((i) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)) as [number, number, number];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const [r, g, b] = rgb(hex);
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return toHex([r + (target - r) * a, g + (target - g) * a, b + (target - b) * a]);
}

function luminance(hex: string): number {
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Whether text on this background colour must be dark (#1a1a1a contrasts better than white). */
export function needsDarkText(hex: string): boolean {
  const lum = luminance(hex);
  return (lum + 0.05) / (luminance('#1a1a1a') + 0.05) > 1.05 / (lum + 0.05);
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// ---------------------------------------------------------------------------------------
// Drawing primitives (800 x 800 space, floor at y = 700)
// ---------------------------------------------------------------------------------------

interface Palette {
  body: string;
  edge: string;
  shade: string;
  dark: string;
  detail: string;
  screen: string;
  glass: string;
  metal: string;
  bg: string;
}

function palette(hex: string, bg = '#f5f6f8'): Palette {
  const light = luminance(hex) > 0.45;
  return {
    body: hex,
    edge: light ? shade(hex, -0.2) : shade(hex, -0.3),
    shade: light ? shade(hex, -0.1) : shade(hex, 0.15),
    dark: '#2b3036',
    detail: light ? '#3a4047' : '#e3e7eb',
    screen: '#1f2630',
    glass: '#cfe2ee',
    metal: '#a3aab1',
    bg,
  };
}

const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
const pathEl = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
const stroke = (color: string, width = 6) => ` stroke="${color}" stroke-width="${width}"`;
const opacity = (value: number) => ` opacity="${value}"`;
const screenGloss = (x: number, y: number, w: number, h: number) =>
  pathEl(`M${x} ${y} L${x + w * 0.45} ${y} L${x + w * 0.2} ${y + h} L${x} ${y + h} Z`, '#ffffff', opacity(0.08));

type Draw = (p: Palette) => string;

const washerDoor = (p: Palette, cx: number, cy: number, inner: string) =>
  circle(cx, cy, 150, p.edge) + circle(cx, cy, 128, p.metal) + circle(cx, cy, 110, inner) +
  ellipse(cx - 40, cy - 45, 36, 20, '#ffffff', opacity(0.35));

const headphones = (p: Palette) =>
  pathEl('M225 470 C225 215 575 215 575 470', 'none', stroke(p.body, 38) + ' stroke-linecap="round"') +
  pathEl('M225 470 C225 215 575 215 575 470', 'none', stroke(p.edge, 6) + opacity(0.5)) +
  rect(185, 410, 110, 190, 50, p.body, stroke(p.edge)) + rect(505, 410, 110, 190, 50, p.body, stroke(p.edge)) +
  rect(275, 435, 34, 140, 16, p.dark) + rect(491, 435, 34, 140, 16, p.dark);

const laptop = (p: Palette) =>
  rect(200, 190, 400, 280, 18, p.body, stroke(p.edge)) + rect(220, 210, 360, 240, 6, p.screen) + screenGloss(220, 210, 360, 240) +
  pathEl('M150 470 L650 470 L700 525 Q705 545 680 545 L120 545 Q95 545 100 525 Z', p.body, stroke(p.edge)) +
  rect(355, 472, 90, 12, 6, p.edge);

const desktop = (p: Palette) =>
  rect(120, 240, 320, 210, 14, '#1b1f24') + rect(132, 252, 296, 186, 6, p.screen) + screenGloss(132, 252, 296, 186) +
  rect(260, 450, 40, 120, 8, p.metal) + ellipse(280, 585, 90, 18, p.metal) +
  rect(480, 200, 180, 480, 22, p.body, stroke(p.edge)) + circle(570, 250, 15, p.detail) +
  [0, 1, 2, 3, 4].map((i) => line(520, 330 + i * 30, 620, 330 + i * 30, p.edge, 6)).join('');

const mouse = (p: Palette) =>
  ellipse(400, 440, 125, 190, p.body, stroke(p.edge)) + line(400, 255, 400, 380, p.edge, 6) +
  rect(388, 295, 24, 56, 12, p.detail);

const keyboard = (p: Palette) => {
  let keys = '';
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 12; col++) keys += rect(148 + col * 43, 385 + row * 38, 34, 28, 6, p.detail, opacity(0.55));
  }
  return rect(120, 360, 560, 210, 26, p.body, stroke(p.edge)) + keys + rect(278, 540, 244, 22, 6, p.detail, opacity(0.55));
};

const watchCase = (p: Palette) =>
  rect(345, 120, 110, 200, 30, p.shade, stroke(p.edge)) + rect(345, 500, 110, 200, 30, p.shade, stroke(p.edge)) +
  rect(295, 290, 210, 240, 64, p.body, stroke(p.edge)) + rect(318, 313, 164, 194, 46, p.screen) +
  rect(505, 370, 18, 50, 8, p.edge) + circle(400, 410, 52, 'none', stroke('#57d38c', 10)) +
  circle(400, 410, 32, 'none', stroke('#4fa3ff', 10));

const gamepad = (p: Palette) =>
  pathEl('M245 370 Q275 295 360 305 L440 305 Q525 295 555 370 L615 555 Q635 625 570 632 Q525 636 498 578 L458 515 L342 515 L302 578 Q275 636 230 632 Q165 625 185 555 Z', p.body, stroke(p.edge)) +
  rect(262, 375, 60, 20, 5, p.detail) + rect(282, 355, 20, 60, 5, p.detail) +
  circle(520, 360, 14, p.detail) + circle(548, 388, 14, p.detail) + circle(492, 388, 14, p.detail) + circle(520, 416, 14, p.detail) +
  circle(345, 455, 30, p.dark) + circle(455, 455, 30, p.dark);

const ICONS: Record<string, Draw> = {
  'kylfrys': (p) =>
    rect(250, 90, 300, 610, 28, p.body, stroke(p.edge)) + line(256, 470, 544, 470, p.edge, 6) +
    rect(500, 150, 16, 130, 8, p.detail) + rect(500, 500, 16, 130, 8, p.detail) + rect(290, 130, 80, 36, 8, p.screen) +
    rect(275, 700, 34, 10, 4, p.dark) + rect(490, 700, 34, 10, 4, p.dark),
  'kylskap': (p) =>
    rect(260, 170, 280, 530, 26, p.body, stroke(p.edge)) + rect(495, 230, 16, 170, 8, p.detail) +
    line(266, 230, 534, 230, p.edge, 4, opacity(0.6)) + rect(285, 700, 30, 10, 4, p.dark) + rect(485, 700, 30, 10, 4, p.dark),
  'sidebyside': (p) =>
    rect(170, 110, 460, 590, 24, p.body, stroke(p.edge)) + line(400, 116, 400, 694, p.edge, 6) +
    rect(368, 230, 14, 220, 7, p.detail) + rect(418, 230, 14, 220, 7, p.detail) +
    rect(215, 220, 120, 150, 12, p.dark) + rect(240, 245, 70, 80, 8, p.screen) + rect(255, 340, 40, 12, 4, p.metal),
  'frysskap': (p) =>
    rect(260, 110, 280, 590, 26, p.body, stroke(p.edge)) + rect(495, 170, 16, 170, 8, p.detail) +
    [0, 1, 2].map((i) => line(290, 390 + i * 90, 470, 390 + i * 90, p.edge, 5, opacity(0.5))).join('') +
    rect(290, 140, 70, 30, 6, p.screen),
  'frysbox': (p) =>
    rect(150, 340, 500, 360, 24, p.body, stroke(p.edge)) + rect(138, 300, 524, 70, 20, p.shade, stroke(p.edge)) +
    rect(350, 345, 100, 16, 8, p.detail) + rect(180, 400, 80, 20, 6, p.screen),
  'tvattmaskin': (p) =>
    rect(220, 150, 360, 550, 28, p.body, stroke(p.edge)) + line(226, 245, 574, 245, p.edge, 6) +
    rect(265, 178, 130, 38, 8, p.screen) + circle(520, 197, 24, p.detail) + washerDoor(p, 400, 470, '#8fb9d6'),
  'torktumlare': (p) =>
    rect(220, 150, 360, 550, 28, p.body, stroke(p.edge)) + line(226, 245, 574, 245, p.edge, 6) +
    rect(265, 178, 130, 38, 8, p.screen) + circle(520, 197, 24, p.detail) + washerDoor(p, 400, 470, '#aeb7bf') +
    [0, 1, 2].map((i) => line(365, 440 + i * 30, 435, 440 + i * 30, '#8a949c', 6)).join(''),
  'diskmaskin': (p) =>
    rect(220, 160, 360, 540, 24, p.body, stroke(p.edge)) + rect(236, 176, 328, 54, 10, p.shade) +
    rect(260, 190, 90, 26, 6, p.screen) + circle(520, 203, 13, p.detail) + rect(320, 258, 160, 16, 8, p.detail),
  'ugn': (p) =>
    rect(170, 170, 460, 470, 20, p.body, stroke(p.edge)) + line(176, 255, 624, 255, p.edge, 6) +
    circle(235, 212, 20, p.detail) + circle(565, 212, 20, p.detail) + rect(345, 192, 110, 38, 8, p.screen) +
    rect(250, 272, 300, 16, 8, p.metal) + rect(225, 305, 350, 290, 18, p.dark) + rect(248, 328, 304, 244, 12, '#3c4450') +
    rect(270, 520, 260, 10, 5, '#f0a95a', opacity(0.8)),
  'induktionshall': (p) =>
    pathEl('M175 430 L625 430 L705 620 Q710 640 690 640 L110 640 Q90 640 95 620 Z', p.body === '#1a1a1a' ? '#1e2228' : p.body, stroke(p.edge)) +
    ellipse(290, 490, 78, 24, 'none', stroke('#66707c', 6)) + ellipse(510, 490, 66, 21, 'none', stroke('#66707c', 6)) +
    ellipse(265, 570, 92, 30, 'none', stroke('#66707c', 6)) + ellipse(535, 570, 100, 32, 'none', stroke('#e8734a', 6)) +
    [0, 1, 2, 3].map((i) => circle(340 + i * 40, 615, 7, '#9aa3ad')).join(''),
  'spis': (p) =>
    rect(220, 200, 360, 500, 20, p.body, stroke(p.edge)) + rect(208, 176, 384, 34, 8, '#1e2228') +
    [0, 1, 2, 3].map((i) => circle(275 + i * 83, 235, 14, p.detail)).join('') +
    rect(255, 270, 290, 14, 7, p.metal) + rect(255, 300, 290, 230, 14, p.dark) + rect(275, 320, 250, 190, 10, '#3c4450') +
    rect(255, 555, 290, 120, 10, p.shade, stroke(p.edge, 4)) + rect(350, 575, 100, 12, 6, p.metal),
  'mikrovagsugn': (p) =>
    rect(150, 280, 500, 320, 24, p.body, stroke(p.edge)) + rect(185, 318, 315, 244, 16, p.dark) +
    rect(205, 338, 275, 204, 10, '#3c4450') + rect(520, 318, 100, 244, 12, p.shade) +
    rect(540, 340, 60, 28, 6, p.screen) + [0, 1, 2].map((i) => circle(570, 410 + i * 45, 14, p.detail)).join('') +
    rect(180, 600, 40, 10, 4, p.dark) + rect(580, 600, 40, 10, 4, p.dark),
  'tv': (p) =>
    rect(100, 160, 600, 370, 16, p.body, stroke(p.edge)) + rect(116, 176, 568, 338, 8, p.screen) + screenGloss(116, 176, 568, 338) +
    pathEl('M345 530 L455 530 L475 600 L325 600 Z', p.body, stroke(p.edge, 4)) + rect(265, 600, 270, 16, 8, p.edge),
  'horlurar': headphones,
  'in-ear': (p) =>
    rect(270, 390, 260, 220, 100, p.body, stroke(p.edge)) + line(276, 470, 524, 470, p.edge, 5) + circle(400, 540, 8, '#57d38c') +
    ellipse(325, 250, 44, 52, p.body, stroke(p.edge)) + rect(312, 285, 26, 90, 13, p.body, stroke(p.edge, 4)) +
    ellipse(475, 250, 44, 52, p.body, stroke(p.edge)) + rect(462, 285, 26, 90, 13, p.body, stroke(p.edge, 4)) +
    ellipse(300, 235, 14, 18, p.dark) + ellipse(500, 235, 14, 18, p.dark),
  'hogtalare': (p) =>
    rect(170, 330, 460, 230, 115, p.body, stroke(p.edge)) + ellipse(200, 445, 32, 100, p.shade) + ellipse(600, 445, 32, 100, p.shade) +
    rect(365, 420, 70, 46, 12, p.detail) + rect(250, 340, 300, 8, 4, p.edge, opacity(0.5)),
  'soundbar': (p) =>
    rect(80, 380, 640, 120, 55, p.body, stroke(p.edge)) + rect(110, 404, 580, 72, 36, p.dark, opacity(0.35)) +
    circle(400, 440, 6, '#ffffff') + rect(300, 520, 200, 14, 7, p.edge, opacity(0.4)),
  'smart-hogtalare': (p) =>
    rect(300, 220, 200, 440, 90, p.body, stroke(p.edge)) + ellipse(400, 240, 96, 26, p.shade) +
    ellipse(400, 240, 40, 10, '#4fa3ff', opacity(0.8)) +
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) => line(322, 320 + i * 38, 478, 320 + i * 38, p.edge, 4, opacity(0.45))).join(''),
  'projektor': (p) =>
    pathEl('M235 450 L30 300 L30 600 Z', '#fff2a8', opacity(0.55)) +
    rect(200, 350, 420, 210, 42, p.body, stroke(p.edge)) + circle(300, 455, 66, p.dark) + circle(300, 455, 46, '#2d3b4a') +
    circle(285, 440, 12, '#ffffff', opacity(0.6)) +
    [0, 1, 2, 3].map((i) => line(440, 400 + i * 32, 570, 400 + i * 32, p.edge, 6)).join('') +
    rect(240, 560, 40, 14, 5, p.dark) + rect(540, 560, 40, 14, 5, p.dark),
  'tv-faste': (p) =>
    rect(310, 200, 40, 360, 12, p.body, stroke(p.edge)) + rect(450, 200, 40, 360, 12, p.body, stroke(p.edge)) +
    rect(270, 270, 260, 34, 10, p.shade, stroke(p.edge, 4)) + rect(270, 460, 260, 34, 10, p.shade, stroke(p.edge, 4)) +
    [287, 513].flatMap((x) => [287, 477].map((y) => circle(x, y, 8, p.metal))).join(''),
  'hdmi-kabel': (p) =>
    pathEl('M215 560 C320 300 480 720 585 330', 'none', stroke(p.body, 28) + ' stroke-linecap="round"') +
    pathEl('M215 560 C320 300 480 720 585 330', 'none', stroke(p.edge, 4) + opacity(0.4)) +
    rect(160, 560, 110, 70, 14, p.dark) + rect(180, 630, 70, 40, 6, p.metal) +
    rect(530, 260, 110, 70, 14, p.dark) + rect(550, 220, 70, 40, 6, p.metal),
  'laptop': laptop,
  'stationar-dator': desktop,
  'surfplatta': (p) =>
    rect(250, 160, 300, 460, 38, p.body, stroke(p.edge)) + rect(268, 178, 264, 424, 22, p.screen) + screenGloss(268, 178, 264, 424) +
    circle(400, 169, 4, p.dark),
  'bildskarm': (p) =>
    rect(110, 160, 580, 350, 16, p.body, stroke(p.edge)) + rect(126, 176, 548, 306, 6, p.screen) + screenGloss(126, 176, 548, 306) +
    rect(372, 510, 56, 100, 10, p.body, stroke(p.edge, 4)) + ellipse(400, 620, 150, 22, p.body, stroke(p.edge, 4)),
  'mus': mouse,
  'tangentbord': keyboard,
  'webbkamera': (p) =>
    rect(250, 290, 300, 130, 65, p.body, stroke(p.edge)) + circle(400, 355, 46, p.dark) + circle(400, 355, 28, '#2d3b4a') +
    circle(390, 345, 8, '#ffffff', opacity(0.6)) + circle(300, 355, 8, '#57d38c') +
    pathEl('M360 420 L440 420 L430 480 L370 480 Z', p.body, stroke(p.edge, 4)) + rect(320, 480, 160, 26, 12, p.edge),
  'mobil': (p) =>
    rect(290, 130, 220, 480, 42, p.body, stroke(p.edge)) + rect(310, 152, 100, 100, 28, p.shade, stroke(p.edge, 4)) +
    circle(338, 180, 17, p.dark) + circle(382, 180, 17, p.dark) + circle(338, 224, 17, p.dark) + circle(382, 224, 7, '#f5e6a8') +
    circle(400, 400, 26, p.edge, opacity(0.6)),
  'smartklocka': watchCase,
  'aktivitetsarmband': (p) =>
    ellipse(400, 440, 190, 115, 'none', stroke(p.body, 52)) + ellipse(400, 440, 190, 115, 'none', stroke(p.edge, 4) + opacity(0.5)) +
    rect(320, 290, 160, 100, 44, p.dark) + rect(338, 306, 124, 68, 30, p.screen) + circle(400, 340, 18, 'none', stroke('#57d38c', 6)),
  'mobilskal': (p) =>
    rect(290, 130, 220, 480, 46, p.body, stroke(p.edge, 8)) + rect(308, 150, 108, 108, 30, p.bg, stroke(p.edge, 4)) +
    circle(400, 420, 62, 'none', stroke(p.edge, 6) + opacity(0.5)),
  'laddare': (p) =>
    pathEl('M400 520 C400 620 560 600 600 680', 'none', stroke(p.body, 18) + ' stroke-linecap="round"') +
    pathEl('M400 520 C400 620 560 600 600 680', 'none', stroke(p.edge, 3) + opacity(0.5)) +
    rect(352, 215, 20, 80, 6, p.metal) + rect(428, 215, 20, 80, 6, p.metal) +
    rect(310, 290, 180, 240, 34, p.body, stroke(p.edge)) + rect(372, 440, 56, 18, 9, p.dark),
  'powerbank': (p) =>
    rect(270, 210, 260, 420, 42, p.body, stroke(p.edge)) + rect(368, 220, 64, 14, 7, p.dark) +
    [0, 1, 2, 3].map((i) => circle(340 + i * 40, 570, 9, i < 3 ? '#57d38c' : p.edge)).join(''),
  'skaftdammsugare': (p) =>
    line(430, 330, 300, 650, p.metal, 22) + rect(200, 640, 210, 56, 22, p.dark) + rect(215, 650, 180, 12, 6, p.body) +
    rect(360, 190, 84, 170, 36, p.glass, stroke(p.edge, 4)) + rect(430, 170, 100, 160, 44, p.body, stroke(p.edge)) +
    pathEl('M500 190 Q600 190 590 300 L560 300 Q565 225 500 225 Z', p.body, stroke(p.edge, 4)),
  'robotdammsugare': (p) =>
    circle(400, 450, 240, p.body, stroke(p.edge, 8)) + circle(400, 450, 200, 'none', stroke(p.edge, 4) + opacity(0.4)) +
    circle(400, 320, 48, p.dark) + circle(400, 320, 18, p.shade) + rect(340, 520, 120, 20, 10, p.detail, opacity(0.7)),
  'golvdammsugare': (p) =>
    line(560, 240, 630, 640, p.metal, 18) + rect(560, 630, 170, 44, 16, p.dark) +
    pathEl('M450 470 C520 400 500 260 560 240', 'none', stroke(p.dark, 24) + ' stroke-linecap="round"') +
    ellipse(320, 540, 180, 125, p.body, stroke(p.edge)) + circle(240, 630, 42, p.dark) + circle(240, 630, 16, p.metal) +
    rect(270, 430, 110, 26, 13, p.shade),
  'luftrenare': (p) =>
    rect(290, 160, 220, 520, 64, p.body, stroke(p.edge)) + rect(312, 182, 176, 46, 22, p.dark, opacity(0.3)) +
    circle(400, 275, 22, p.screen) + circle(400, 275, 10, '#57d38c') +
    [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => line(330, 340 + i * 34, 470, 340 + i * 34, p.edge, 5, opacity(0.55))).join(''),
  'flakt': (p) =>
    rect(388, 480, 24, 180, 10, p.body, stroke(p.edge, 4)) + ellipse(400, 665, 125, 26, p.body, stroke(p.edge, 4)) +
    [0, 120, 240].map((a) => ellipse(400, 235, 42, 95, p.shade, ` transform="rotate(${a} 400 320)"` + opacity(0.9))).join('') +
    circle(400, 320, 175, 'none', stroke(p.edge, 10)) + circle(400, 320, 38, p.body, stroke(p.edge)) +
    [0, 45, 90, 135].map((a) => line(225, 320, 575, 320, p.edge, 3, ` transform="rotate(${a} 400 320)"` + opacity(0.5))).join(''),
  'avfuktare': (p) =>
    rect(250, 190, 300, 490, 40, p.body, stroke(p.edge)) + rect(275, 210, 250, 64, 22, p.dark, opacity(0.3)) +
    rect(320, 300, 160, 40, 10, p.screen) + line(256, 520, 544, 520, p.edge, 6) + rect(300, 560, 200, 54, 12, p.glass) +
    rect(300, 590, 200, 24, 8, '#7fb0d3') + circle(290, 690, 14, p.dark) + circle(510, 690, 14, p.dark),
  'eltandborste': (p) =>
    ellipse(400, 695, 95, 20, p.edge) + rect(360, 300, 80, 390, 40, p.body, stroke(p.edge)) +
    rect(382, 170, 36, 150, 16, '#eef2f5', stroke('#cfd6dc', 4)) + rect(372, 110, 56, 90, 22, '#eef2f5', stroke('#cfd6dc', 4)) +
    [0, 1, 2].map((i) => rect(380, 122 + i * 22, 40, 12, 5, '#7fc4e8')).join('') + circle(400, 430, 20, p.detail),
  'rakapparat': (p) =>
    rect(320, 320, 160, 370, 70, p.body, stroke(p.edge)) + rect(290, 200, 220, 140, 44, p.dark) +
    circle(345, 255, 32, p.metal) + circle(455, 255, 32, p.metal) + circle(400, 305, 32, p.metal) +
    circle(400, 450, 22, p.detail) + rect(370, 520, 60, 10, 5, p.edge),
  'hartork': (p) =>
    rect(420, 380, 96, 300, 46, p.body, stroke(p.edge)) + rect(210, 250, 350, 160, 80, p.body, stroke(p.edge)) +
    circle(545, 330, 92, p.body, stroke(p.edge)) + circle(545, 330, 62, p.dark, opacity(0.35)) +
    rect(150, 285, 80, 90, 18, p.dark) + circle(468, 470, 14, p.detail) + circle(468, 520, 14, p.detail),
  'strykjarn': (p) =>
    pathEl('M330 420 Q330 300 430 300 L520 300 Q590 300 600 380', 'none', stroke(p.body, 36) + ' stroke-linecap="round"') +
    pathEl('M160 560 L610 560 Q640 560 630 520 L560 420 Q530 390 470 390 L300 390 Q220 390 160 560 Z', p.body, stroke(p.edge)) +
    rect(160, 560, 470, 28, 12, p.metal) + rect(420, 430, 80, 40, 10, p.screen, opacity(0.8)),
  'kaffebryggare': (p) =>
    rect(460, 180, 120, 500, 30, p.body, stroke(p.edge)) + rect(230, 170, 340, 130, 30, p.body, stroke(p.edge)) +
    rect(230, 600, 350, 80, 24, p.body, stroke(p.edge)) + rect(250, 590, 210, 16, 6, p.dark) +
    pathEl('M270 410 L430 410 L448 592 L252 592 Z', p.glass, stroke('#a9c2d3', 4)) + pathEl('M262 500 L440 500 L448 592 L252 592 Z', '#4a2c1c') +
    pathEl('M430 440 Q480 450 470 520 Q465 560 440 565', 'none', stroke(p.dark, 14)) + circle(520, 520, 14, p.detail),
  'espressomaskin': (p) =>
    rect(220, 160, 360, 520, 38, p.body, stroke(p.edge)) + rect(295, 215, 210, 70, 12, p.screen) +
    [0, 1, 2].map((i) => circle(335 + i * 65, 320, 14, p.detail)).join('') + rect(320, 370, 160, 150, 20, p.dark) +
    rect(385, 370, 30, 40, 8, p.metal) + rect(368, 450, 64, 62, 10, '#ffffff') + rect(300, 560, 200, 26, 10, p.metal),
  'kaffebonor': (p) =>
    pathEl('M280 230 L520 230 L545 660 Q545 690 515 690 L285 690 Q255 690 255 660 Z', p.body, stroke(p.edge)) +
    rect(275, 200, 250, 44, 8, p.shade, stroke(p.edge, 4)) + circle(400, 300, 14, p.dark) +
    rect(305, 380, 190, 170, 16, '#f3ead8') + ellipse(400, 455, 44, 28, '#5b3a26') +
    pathEl('M370 462 Q400 440 430 450', 'none', stroke('#f3ead8', 5)),
  'vattenkokare': (p) =>
    pathEl('M520 320 Q625 335 605 460 Q592 560 540 590', 'none', stroke(p.body, 38) + ' stroke-linecap="round"') +
    pathEl('M285 300 Q285 245 335 245 L465 245 Q515 245 515 300 L540 640 L260 640 Z', p.body, stroke(p.edge)) +
    pathEl('M285 330 L205 295 L230 360 Z', p.body, stroke(p.edge, 4)) + rect(240, 640, 320, 50, 20, p.dark) +
    rect(300, 380, 30, 200, 14, p.glass) + rect(330, 230, 140, 30, 12, p.shade),
  'koksmaskin': (p) =>
    rect(220, 600, 390, 70, 30, p.body, stroke(p.edge)) + rect(480, 360, 115, 260, 44, p.body, stroke(p.edge)) +
    pathEl('M270 470 L480 470 L455 610 L295 610 Z', p.metal, stroke('#8b929a', 4)) + line(380, 400, 380, 520, p.metal, 14) +
    rect(245, 240, 370, 160, 78, p.body, stroke(p.edge)) + circle(560, 300, 16, p.detail),
  'mixer': (p) =>
    pathEl('M300 190 L500 190 L470 520 L330 520 Z', p.glass, stroke('#a9c2d3', 5) + opacity(0.9)) +
    pathEl('M320 380 L480 380 L470 520 L330 520 Z', '#e58a9a', opacity(0.8)) + rect(288, 160, 224, 44, 14, p.dark) +
    pathEl('M300 520 L500 520 L530 690 L270 690 Z', p.body, stroke(p.edge)) + circle(400, 610, 30, p.detail),
  'matberedare': (p) =>
    rect(230, 520, 340, 160, 42, p.body, stroke(p.edge)) + rect(250, 300, 300, 230, 30, p.glass, stroke('#a9c2d3', 5)) +
    rect(240, 280, 320, 40, 14, '#dfe7ee', stroke('#a9c2d3', 4)) + rect(440, 160, 90, 140, 18, p.glass, stroke('#a9c2d3', 5)) +
    line(330, 440, 470, 420, p.metal, 12) + circle(400, 600, 24, p.detail),
  'brodrost': (p) =>
    rect(255, 280, 100, 60, 14, '#d9a35a') + rect(445, 280, 100, 60, 14, '#d9a35a') +
    rect(180, 320, 440, 330, 90, p.body, stroke(p.edge)) + rect(245, 314, 120, 26, 12, p.dark) + rect(435, 314, 120, 26, 12, p.dark) +
    rect(606, 420, 36, 64, 10, p.dark) + circle(400, 560, 18, p.detail),
  'airfryer': (p) =>
    rect(240, 190, 320, 490, 72, p.body, stroke(p.edge)) + rect(318, 240, 164, 74, 16, p.screen) +
    rect(262, 390, 276, 250, 42, p.shade, stroke(p.edge, 4)) + rect(345, 470, 110, 44, 18, p.dark),
  'spelkonsol': (p) =>
    ellipse(400, 680, 120, 20, p.dark) + pathEl('M330 150 Q400 130 470 150 L490 660 L310 660 Z', p.body, stroke(p.edge)) +
    rect(384, 150, 32, 510, 12, p.dark) + rect(340, 600, 30, 10, 4, p.edge),
  'handkontroll': gamepad,
  'headset': (p) =>
    headphones(p) + pathEl('M235 560 Q250 670 390 655', 'none', stroke(p.dark, 14) + ' stroke-linecap="round"') +
    circle(395, 654, 18, p.dark),
  'systemkamera': (p) =>
    pathEl('M340 300 L380 225 L490 225 L530 300 Z', p.body, stroke(p.edge, 4)) + rect(170, 290, 460, 270, 30, p.body, stroke(p.edge)) +
    rect(170, 270, 120, 300, 44, p.body, stroke(p.edge)) + rect(205, 255, 60, 20, 8, p.dark) +
    circle(440, 430, 118, p.dark) + circle(440, 430, 86, '#2d3b4a') + circle(440, 430, 52, '#1a232d') + circle(412, 402, 16, '#ffffff', opacity(0.5)),
  'kompaktkamera': (p) =>
    rect(190, 300, 420, 240, 32, p.body, stroke(p.edge)) + rect(220, 320, 70, 34, 8, '#eef1f4') + rect(480, 282, 70, 22, 8, p.dark) +
    circle(410, 425, 86, p.dark) + circle(410, 425, 60, '#2d3b4a') + circle(390, 405, 14, '#ffffff', opacity(0.5)),
  'objektiv': (p) =>
    rect(210, 310, 380, 220, 30, p.body, stroke(p.edge)) + rect(260, 310, 46, 220, 6, p.shade) + rect(400, 310, 70, 220, 6, p.shade) +
    ellipse(590, 420, 34, 108, '#2d3b4a') + ellipse(600, 400, 10, 30, '#ffffff', opacity(0.4)) + ellipse(210, 420, 26, 100, p.metal),
  'kamerablixt': (p) =>
    rect(350, 560, 100, 44, 8, p.metal) + rect(340, 320, 120, 250, 22, p.body, stroke(p.edge)) +
    rect(295, 170, 210, 160, 22, p.body, stroke(p.edge)) + rect(312, 188, 176, 120, 12, '#f4f4ee') + circle(400, 420, 14, '#e8734a'),
  'minneskort': (p) =>
    pathEl('M280 170 L480 170 L540 230 L540 640 Q540 665 515 665 L305 665 Q280 665 280 640 Z', p.body, stroke(p.edge)) +
    [0, 1, 2, 3, 4].map((i) => rect(305 + i * 38, 190, 24, 70, 5, '#d4af37')).join('') + rect(300, 330, 220, 210, 14, '#e9edf1') +
    rect(330, 400, 160, 30, 6, p.dark, opacity(0.6)),
  'kameravaska': (p) =>
    pathEl('M235 340 Q400 70 565 340', 'none', stroke(p.dark, 22)) + rect(210, 320, 380, 340, 52, p.body, stroke(p.edge)) +
    rect(210, 300, 380, 150, 52, p.shade, stroke(p.edge)) + rect(372, 420, 56, 46, 8, p.metal) + rect(250, 520, 300, 10, 5, p.edge, opacity(0.6)),
  'presentkort': (p) =>
    rect(160, 240, 480, 300, 30, p.body, stroke(p.edge)) + rect(470, 240, 44, 300, 0, '#f2c94c') + rect(160, 360, 480, 44, 0, '#f2c94c') +
    ellipse(455, 345, 46, 26, '#f2c94c', ' transform="rotate(-25 455 345)"') + ellipse(530, 345, 46, 26, '#f2c94c', ' transform="rotate(25 530 345)"') +
    `<text x="200" y="480" font-family="system-ui, sans-serif" font-size="40" font-weight="700" fill="#ffffff">Presentkort</text>`,
  'garanti': (p) =>
    pathEl('M400 150 L595 225 L575 470 Q555 605 400 690 Q245 605 225 470 L205 225 Z', p.body, stroke(p.edge)) +
    pathEl('M305 425 L378 498 L505 350', 'none', stroke('#ffffff', 34) + ' stroke-linecap="round" stroke-linejoin="round"'),
  'installation': (p) =>
    `<g transform="rotate(-40 400 420)">` + rect(368, 330, 64, 360, 30, p.body, stroke(p.edge)) + circle(400, 280, 100, p.body, stroke(p.edge)) +
    rect(368, 160, 64, 120, 10, p.bg) + `</g>` + circle(550, 600, 40, p.metal) + circle(550, 600, 16, p.bg),
};

export function hasIcon(icon: string): boolean {
  return icon in ICONS;
}

function drawIcon(icon: string, pal: Palette): string {
  const draw = ICONS[icon];
  if (!draw) throw new Error(`No illustration for '${icon}'`);
  return draw(pal);
}

function svg(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${esc(title)}</title>${body}</svg>\n`;
}

export function productSvg(icon: string, colorHex: string, view: ProductView, title: string): string {
  const pal = palette(colorHex);
  const art = drawIcon(icon, pal);
  const shadow = ellipse(400, 708, 260, 22, '#000000', opacity(0.07));
  switch (view) {
    case 'front':
      return svg(800, 800, rect(0, 0, 800, 800, 0, pal.bg) + shadow + art, title);
    case 'detalj':
      return svg(800, 800, rect(0, 0, 800, 800, 0, '#eef1f4') +
        `<svg x="0" y="0" width="800" height="800" viewBox="160 170 480 480">${rect(0, 0, 800, 800, 0, '#eef1f4')}${art}</svg>`, title);
    case 'miljo':
      return svg(800, 800,
        rect(0, 0, 800, 800, 0, '#f1ece4') + rect(0, 640, 800, 160, 0, '#dccdb8') + rect(0, 632, 800, 10, 0, '#cdbba2') +
        rect(640, 120, 110, 150, 6, '#ffffff', stroke('#d8d0c4', 6)) + rect(660, 560, 60, 80, 10, '#b86f4c') +
        ellipse(690, 520, 52, 62, '#4f8a5b') + ellipse(670, 480, 30, 44, '#5f9c6a') +
        `<g transform="translate(90 150) scale(0.72)">${ellipse(400, 708, 260, 22, '#000000', opacity(0.1))}${art}</g>`, title);
    case 'sida':
      return svg(800, 800, rect(0, 0, 800, 800, 0, '#f7f7f5') + shadow +
        `<g transform="translate(800 0) scale(-1 1) translate(400 400) scale(0.92 1) skewY(4) translate(-400 -400)">${art}</g>`, title);
  }
}

export function categorySvg(name: string, icon: string, colorHex: string, tint: string): string {
  const pal = palette(colorHex, tint);
  return svg(400, 300,
    rect(0, 0, 400, 300, 0, tint) +
    `<g transform="translate(80 -2) scale(0.3)">${drawIcon(icon, pal)}</g>` +
    `<text x="200" y="272" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="24" font-weight="700" fill="#0b3d5c">${esc(name)}</text>`,
    name);
}

export function badgeSvg(name: string, colorHex: string): string {
  const text = needsDarkText(colorHex) ? '#1a1a1a' : '#ffffff';
  return svg(200, 64,
    pathEl('M0 8 Q0 0 8 0 L200 0 L184 32 L200 64 L8 64 Q0 64 0 56 Z', colorHex) +
    `<text x="92" y="41" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="22" font-weight="700" fill="${text}">${esc(name)}</text>`,
    name);
}

const ENERGY_COLORS: Record<(typeof ENERGY_CLASSES)[number], string> = {
  A: '#00a651', B: '#50b848', C: '#bed630', D: '#fff200', E: '#fdb913', F: '#f37021', G: '#ed1c24',
};

export function energyLabelSvg(energyClass: (typeof ENERGY_CLASSES)[number]): string {
  const rows = ENERGY_CLASSES.map((cls, i) => {
    const y = 110 + i * 52;
    const width = 110 + i * 22;
    const fill = ENERGY_COLORS[cls];
    const letter = cls === 'D' || cls === 'C' || cls === 'E' ? '#1a1a1a' : '#ffffff';
    return pathEl(`M20 ${y} L${20 + width} ${y} L${40 + width} ${y + 21} L${20 + width} ${y + 42} L20 ${y + 42} Z`, fill) +
      `<text x="34" y="${y + 32}" font-family="Arial, sans-serif" font-size="28" font-weight="700" fill="${letter}">${cls}</text>`;
  }).join('');
  const index = ENERGY_CLASSES.indexOf(energyClass);
  const y = 104 + index * 52;
  const arrow = pathEl(`M300 ${y} L380 ${y} L380 ${y + 54} L300 ${y + 54} L274 ${y + 27} Z`, '#1a1a1a') +
    `<text x="338" y="${y + 41}" text-anchor="middle" font-family="Arial, sans-serif" font-size="40" font-weight="700" fill="#ffffff">${energyClass}</text>`;
  return svg(400, 560,
    rect(2, 2, 396, 556, 12, '#ffffff', stroke('#1a1a1a', 4)) + rect(2, 2, 396, 80, 12, '#0b4ea2') +
    `<text x="200" y="54" text-anchor="middle" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="#ffffff">ENERGI</text>` +
    rows + arrow +
    `<text x="200" y="500" text-anchor="middle" font-family="Arial, sans-serif" font-size="20" fill="#1a1a1a">Energiklass ${energyClass}</text>` +
    `<text x="200" y="530" text-anchor="middle" font-family="Arial, sans-serif" font-size="14" fill="#5a5a5a">Förordning (EU) 2017/1369</text>`,
    `EU-energimärkning, energiklass ${energyClass}`);
}

/** A PDF string literal: WinAnsi bytes written as octal escapes, so the file stays ASCII and its offsets exact. */
function pdfText(text: string): string {
  let out = '(';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code >= 32 && code < 127) out += ch;
    else if (code >= 160 && code <= 255) out += `\\${code.toString(8)}`;
    else out += '?';
  }
  return `${out})`;
}

/** A one-page PDF: a heading and lines of text in Helvetica. */
export function simplePdf(heading: string, lines: readonly string[]): string {
  const text = [
    `BT /F1 22 Tf 56 770 Td ${pdfText(heading)} Tj ET`,
    ...lines.map((line, i) => `BT /F1 12 Tf 56 ${730 - i * 20} Td ${pdfText(line)} Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

export function productSheetPdf(noun: string, energyClass: string): string {
  const kind = noun.charAt(0).toUpperCase() + noun.slice(1);
  return simplePdf('Produktinformationsblad', [
    kind,
    `Energiklass ${energyClass} på skalan A till G`,
    'Enligt förordning (EU) 2017/1369 om energimärkning',
    'Demokatalogens produktblad: värdena är exempel.',
  ]);
}

// ---------------------------------------------------------------------------------------
// Writing the files
// ---------------------------------------------------------------------------------------

const CATEGORY_TINTS = ['#e8f1f8', '#f3ece6', '#eaf3ec', '#f4eef6', '#fbf3df', '#eef0f3', '#f8e9ea', '#e9f4f3', '#f6f1e7'];

function firstLeafKind(node: CategoryDef): string | undefined {
  if (node.kind) return node.kind;
  for (const child of node.children ?? []) {
    const kind = firstLeafKind(child);
    if (kind) return kind;
  }
  return undefined;
}

/** Every file of the demo media: relative path and its content (built lazily). */
export function demoMediaFiles(): { path: string; content: () => string }[] {
  const files: { path: string; content: () => string }[] = [];
  const seen = new Set<string>();
  const add = (relative: string, content: () => string) => {
    if (seen.has(relative)) return;
    seen.add(relative);
    files.push({ path: relative, content });
  };

  for (const kind of Object.values(KINDS)) {
    const colors = kind.colors.length > 0 ? kind.colors : [kind.imageColor ?? 'vit'];
    for (const slug of colors) {
      const color = COLORS.find((c) => c.slug === slug);
      if (!color) throw new Error(`Unknown colour '${slug}'`);
      for (const view of PRODUCT_VIEWS) {
        add(productImagePath(kind.icon, slug, view), () => productSvg(kind.icon, color.hex, view, `${kind.noun}, ${color.name.toLowerCase()}`));
      }
    }
  }

  CATEGORY_TREE.forEach((top, i) => {
    const tint = CATEGORY_TINTS[i % CATEGORY_TINTS.length] as string;
    const nodes: { node: CategoryDef; url: string }[] = [{ node: top, url: `/${slugify(top.name)}` }];
    for (const child of top.children ?? []) nodes.push({ node: child, url: `/${slugify(top.name)}/${slugify(child.name)}` });
    for (const { node, url } of nodes) {
      const kind = KINDS[firstLeafKind(node) ?? ''];
      if (!kind) continue;
      const slug = kind.colors[0] ?? kind.imageColor ?? 'vit';
      const hex = COLORS.find((c) => c.slug === slug)?.hex ?? '#ffffff';
      add(categoryImagePath(url), () => categorySvg(node.name, kind.icon, hex, tint));
    }
  });

  BADGES.forEach((badge, i) => add(badgeImagePath(i + 1, badge.file), () => badgeSvg(badge.name, badge.color)));
  for (const cls of ENERGY_CLASSES) add(energyLabelPath(cls), () => energyLabelSvg(cls));
  for (const kind of Object.values(KINDS)) {
    if (!kind.energyLabel) continue;
    for (const cls of ENERGY_CLASSES) add(productSheetPath(kind.icon, cls), () => productSheetPdf(kind.noun, cls));
  }
  return files;
}

/** Writes the demo images under `uploadsDir`, leaving files that already exist untouched. */
export async function writeDemoMedia(uploadsDir: string): Promise<void> {
  const files = demoMediaFiles();
  const dirs = new Set(files.map((f) => path.dirname(path.join(uploadsDir, f.path))));
  for (const dir of dirs) await fs.mkdir(dir, { recursive: true });
  const queue = files.slice();
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const target = path.join(uploadsDir, file.path);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(target, 'wx');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw error;
      }
      try {
        await handle.writeFile(file.content());
        await handle.close();
      } catch (error) {
        // Never leave a half-written file behind: the next run would skip it.
        await handle.close().catch(() => undefined);
        await fs.rm(target, { force: true });
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}
