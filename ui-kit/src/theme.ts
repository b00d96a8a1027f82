import type { ThemeConfig } from 'antd';

/**
 * Brand colours; the loading bar's yellow is SPEC §9's #FADA39. Every colour text is drawn in meets
 * WCAG 2.2 AA (4.5:1) on white and on the page's #F6F7FB: primary 6.3, danger 5.3, secondary
 * text 7.1, tertiary 5.7, placeholder 4.5 (e2e/tests/accessibility.spec.ts checks every page).
 */
export const brand = {
  primary: '#1D4ED8',
  /** Primary under the pointer and pressed: darker, not antd's lighter derivation (2.8:1 on white). */
  primaryHover: '#1E40AF',
  primaryActive: '#1E3A8A',
  accent: '#FADA39',
  danger: '#C62828',
  text: '#1F2937',
  textSecondary: '#4B5563',
  textTertiary: '#5A6270',
  textPlaceholder: '#6B7280',
  /** Text in the success and warning tones (antd's green and yellow are for fills, not words). */
  successText: '#1E7B34',
  warningText: '#92400E',
} as const;

/**
 * The class on which the theme's CSS variables are declared (styles/*.css): a fixed name, so the
 * styles computed at build time and the page agree on it (antd's default is a per-render id).
 * Every themed element carries it: antd's components and the kit's own.
 */
export const themeClass = 'css-var-kit';

export const theme: ThemeConfig = {
  cssVar: { key: themeClass },
  // No per-theme hash in class names: the kit's own components (button, flex, skeleton, space)
  // draw antd's markup without antd, and match the build-time CSS by antd's plain class names.
  hashed: false,
  token: {
    colorPrimary: brand.primary,
    colorPrimaryHover: brand.primaryHover,
    colorPrimaryActive: brand.primaryActive,
    colorError: brand.danger,
    colorTextBase: brand.text,
    // antd derives these from colorTextBase with transparency (0.65, 0.45, 0.25): too faint to read.
    colorTextSecondary: brand.textSecondary,
    colorTextDescription: brand.textSecondary,
    colorTextTertiary: brand.textTertiary,
    colorTextPlaceholder: brand.textPlaceholder,
    // Links follow the brand, not antd's default blue (4.1:1 on white).
    colorLink: brand.primary,
    colorLinkHover: brand.primaryHover,
    colorLinkActive: brand.primaryActive,
    borderRadius: 10,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
