import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from './prism';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map(
    (index) => parseInt(hex.slice(index, index + 2), 16) / 255,
  );
  const [r, g, b] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [dark, light] = [luminance(a), luminance(b)].sort((x, y) => x - y);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('code themes', () => {
  for (const [name, theme] of Object.entries({
    light: lightCodeTheme,
    dark: darkCodeTheme,
  })) {
    it(`every ${name} token colour has a contrast of at least 4.5:1`, () => {
      const background = theme.plain.backgroundColor!;
      const colours = [
        theme.plain.color!,
        ...theme.styles.map((style) => style.style.color!),
      ];
      for (const colour of colours) {
        expect(contrast(colour, background), colour).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    });
  }
});
