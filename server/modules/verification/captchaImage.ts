// Draws a captcha as a PNG with node alone: a 5×7 bitmap font, jittered and scaled, over noise lines.
import { crc32, deflateSync } from "node:zlib";
import { randomInt } from "node:crypto";

const WIDTH = 120;
const HEIGHT = 44;

// Glyphs of the characters a captcha may use (no 0/O, 1/I/L look-alikes); each row is 5 bits.
const GLYPHS: Record<string, number[]> = {
  A: [14, 17, 17, 31, 17, 17, 17], B: [30, 17, 17, 30, 17, 17, 30], C: [14, 17, 16, 16, 16, 17, 14], D: [30, 17, 17, 17, 17, 17, 30],
  E: [31, 16, 16, 30, 16, 16, 31], F: [31, 16, 16, 30, 16, 16, 16], G: [14, 17, 16, 23, 17, 17, 15], H: [17, 17, 17, 31, 17, 17, 17],
  J: [7, 2, 2, 2, 2, 18, 12], K: [17, 18, 20, 24, 20, 18, 17], M: [17, 27, 21, 21, 17, 17, 17], N: [17, 17, 25, 21, 19, 17, 17],
  P: [30, 17, 17, 30, 16, 16, 16], Q: [14, 17, 17, 17, 21, 18, 13], R: [30, 17, 17, 30, 20, 18, 17], S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4], U: [17, 17, 17, 17, 17, 17, 14], V: [17, 17, 17, 17, 17, 10, 4], W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17], Y: [17, 17, 10, 4, 4, 4, 4], Z: [31, 1, 2, 4, 8, 16, 31],
  "2": [14, 17, 1, 2, 4, 8, 31], "3": [31, 2, 4, 2, 1, 17, 14], "4": [2, 6, 10, 18, 31, 2, 2], "5": [31, 16, 30, 1, 1, 17, 14],
  "6": [6, 8, 16, 30, 17, 17, 14], "7": [31, 1, 2, 4, 8, 8, 8], "8": [14, 17, 17, 14, 17, 17, 14], "9": [14, 17, 17, 15, 1, 2, 12],
};
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join("");

type Rgb = [number, number, number];

export function drawCaptcha(text: string): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3, 0xf4);
  const put = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (y * WIDTH + x) * 3;
    pixels[i] = r;
    pixels[i + 1] = g;
    pixels[i + 2] = b;
  };
  const randomColour = (low: number, high: number): Rgb => [randomInt(low, high), randomInt(low, high), randomInt(low, high)];

  for (let line = 0; line < 6; line++) {
    const colour = randomColour(120, 210);
    let y = randomInt(0, HEIGHT);
    const slope = (randomInt(0, 200) - 100) / 200;
    for (let x = 0; x < WIDTH; x++) {
      put(x, Math.round(y), colour);
      y += slope;
    }
  }
  for (let dot = 0; dot < 220; dot++) put(randomInt(0, WIDTH), randomInt(0, HEIGHT), randomColour(100, 220));

  const scale = 4;
  [...text].forEach((character, index) => {
    const glyph = GLYPHS[character] ?? [];
    const colour = randomColour(20, 110);
    const left = 8 + index * 27 + randomInt(-2, 3);
    const top = 4 + randomInt(-2, 5);
    const lean = (randomInt(0, 7) - 3) / 10;
    glyph.forEach((bits, row) => {
      for (let column = 0; column < 5; column++) {
        if (!(bits & (1 << (4 - column)))) continue;
        for (let dy = 0; dy < scale + 1; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const y = top + row * (scale + 1) + dy;
            put(Math.round(left + column * scale + dx + (y - HEIGHT / 2) * lean), y, colour);
          }
        }
      }
    });
  });
  return encodePng(pixels);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

function encodePng(rgb: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) rgb.copy(rows, y * (WIDTH * 3 + 1) + 1, y * WIDTH * 3, (y + 1) * WIDTH * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
