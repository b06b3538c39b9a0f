/** The shape of the SDK's `Theme` (lib/types/Theme.d.ts); the colours are the sandbox's own. */
export type ThemeMode = 'LIGHT' | 'DARK';

export interface ThemeColor {
  light: string;
  main: string;
  dark: string;
  contrastText: string;
}

export interface SandboxTheme {
  mode: ThemeMode;
  primary: ThemeColor;
  secondary: ThemeColor;
  background: { default: string; paper: string };
  text: { primary: string; secondary: string; disabled: string };
}

const DARK: SandboxTheme = {
  mode: 'DARK',
  primary: {
    light: '#d6c6ff',
    main: '#bb99ff',
    dark: '#8a6fd1',
    contrastText: 'rgba(0, 0, 0, 0.87)',
  },
  secondary: {
    light: '#f6c6ff',
    main: '#ee99ff',
    dark: '#b56fc4',
    contrastText: 'rgba(0, 0, 0, 0.87)',
  },
  background: { default: '#1e2231', paper: '#2c3042' },
  text: {
    primary: '#ffffff',
    secondary: 'rgba(255, 255, 255, 0.7)',
    disabled: 'rgba(255, 255, 255, 0.5)',
  },
};

const LIGHT: SandboxTheme = {
  mode: 'LIGHT',
  primary: { light: '#9b7fe0', main: '#7e5bd6', dark: '#5a3fa6', contrastText: '#ffffff' },
  secondary: { light: '#d97fe8', main: '#c05bd6', dark: '#8c3fa0', contrastText: '#ffffff' },
  background: { default: '#eef0f6', paper: '#ffffff' },
  text: {
    primary: 'rgba(0, 0, 0, 0.87)',
    secondary: 'rgba(0, 0, 0, 0.6)',
    disabled: 'rgba(0, 0, 0, 0.38)',
  },
};

export function themeFor(mode: ThemeMode): SandboxTheme {
  return structuredClone(mode === 'DARK' ? DARK : LIGHT);
}
