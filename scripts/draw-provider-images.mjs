#!/usr/bin/env node
/**
 * Draws the providers' neutral wordmarks and abstract cover images as SVG into public/providers.
 * They are our own drawings (a name in a plain shape), never copies of the firms' trademarks.
 * Run again after adding a provider: `node scripts/draw-provider-images.mjs`.
 */
import fs from "node:fs";

const firms = [
  ["jhp", "James Hambro", "& Partners", 152],
  ["saltus", "Saltus", "", 168],
  ["canaccord", "Canaccord", "Wealth", 200],
  ["qc", "Quilter", "Cheviot", 215],
  ["evelyn", "Evelyn", "Partners", 260],
  ["lgt", "LGT", "Wealth Management", 40],
  ["rothschild", "Rothschild & Co", "Wealth Management", 30],
  ["brewin", "RBC Brewin", "Dolphin", 225],
  ["blu", "Blu", "", 205],
  ["quilterfa", "Quilter", "Financial Advisers", 185],
  ["fintuity", "Fintuity", "", 140],
  ["brooks", "Brooks", "Macdonald", 350],
  ["capital", "Capital", "Family office", 45],
  ["investec", "Investec", "Wealth & Investment", 0],
  ["wealthify", "Wealthify", "", 280],
];

const escape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function wordmark(main, sub, hue) {
  const ink = `hsl(${hue} 45% 24%)`;
  const mainY = sub ? 40 : 49;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escape(`${main} ${sub}`.trim())}">
  <rect x="1" y="1" width="238" height="78" rx="10" fill="#fff" stroke="${ink}" stroke-width="2"/>
  <text x="120" y="${mainY}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${main.length > 12 ? 20 : 24}" font-weight="600" fill="${ink}">${escape(main)}</text>${
    sub ? `\n  <text x="120" y="61" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="12" letter-spacing="1.5" fill="${ink}">${escape(sub.toUpperCase())}</text>` : ""
  }
</svg>
`;
}

function cover(hue, seed) {
  const shapes = [];
  for (let i = 0; i < 5; i++) {
    const x = (seed * 97 + i * 263) % 1200;
    const y = (seed * 53 + i * 131) % 400;
    const r = 120 + ((seed * 31 + i * 71) % 160);
    shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + i * 12) % 360} 40% ${70 - i * 6}%)" fill-opacity="0.35"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" aria-hidden="true">
  <rect width="1200" height="400" fill="hsl(${hue} 30% 92%)"/>
  ${shapes.join("\n  ")}
  <path d="M0 310 C 300 250, 600 370, 1200 290 L 1200 400 L 0 400 Z" fill="hsl(${hue} 35% 30%)" fill-opacity="0.85"/>
</svg>
`;
}

firms.forEach(([id, main, sub, hue], index) => {
  fs.writeFileSync(`public/providers/${id}.svg`, wordmark(main, sub, hue));
  fs.writeFileSync(`public/providers/covers/${id}.svg`, cover(hue, index + 3));
});
console.log(`Drew ${firms.length} wordmarks and covers in public/providers`);
