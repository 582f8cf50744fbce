/**
 * Design tokens (docs/spec.md §9). Tailwind 4 reads them through `@config` in ui-kit/src/styles.css;
 * components use the token names (bg-primary, w-sider), never raw hex.
 */
export const palette = [
  '#1890FF', // daybreak blue (default primary)
  '#F5222D', // dust red
  '#FA541C', // volcano
  '#FAAD14', // sunset orange
  '#13C2C2', // cyan
  '#52C41A', // polar green
  '#2F54EB', // geek blue
  '#722ED1', // golden purple
] as const

export const siderWidth = { open: 200, collapsed: 80 } as const

const config = {
  theme: {
    extend: {
      colors: {
        palette: Object.fromEntries(palette.map((hex, i) => [String(i), hex])),
        primary: {
          DEFAULT: 'var(--color-primary)',
          foreground: 'var(--color-primary-foreground)',
        },
        /** The primary colour darkened for text and filled backgrounds: ≥ 4.5:1 against white (WCAG AA). */
        'primary-strong': 'var(--color-primary-strong)',
        /** A hovered primary fill: further from its text colour than primary-strong, in both themes. */
        'primary-hover': 'var(--color-primary-hover)',
        danger: 'var(--color-danger)',
        'danger-strong': 'var(--color-danger-strong)',
        'danger-hover': 'var(--color-danger-hover)',
        warning: 'var(--color-warning)',
        success: 'var(--color-success)',
        surface: 'var(--color-surface)',
        muted: 'var(--color-muted)',
        border: 'var(--color-border)',
        foreground: 'var(--color-foreground)',
        'muted-foreground': 'var(--color-muted-foreground)',
        sider: 'var(--color-sider)',
        'sider-foreground': 'var(--color-sider-foreground)',
      },
      width: { sider: `${siderWidth.open}px`, 'sider-collapsed': `${siderWidth.collapsed}px` },
      borderRadius: { DEFAULT: '4px' },
    },
  },
}

export default config
