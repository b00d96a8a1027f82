import type { ThemeConfig } from 'antd';

/** Brand colours; the loading bar's yellow is SPEC §9's #FADA39. */
export const brand = {
  primary: '#1D4ED8',
  accent: '#FADA39',
  danger: '#E5484D',
  text: '#1F2937',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorError: brand.danger,
    colorTextBase: brand.text,
    borderRadius: 10,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
