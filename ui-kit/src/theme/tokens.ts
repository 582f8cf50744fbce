/**
 * The design tokens of the kit (ui-kit/README.md, "Theme"): the CSS variables every component draws with, set
 * on `:root` by styles.css / styles-no-reset.css (theme.css gives them to a Tailwind 4 host as its theme).
 */
export const TOKENS = [
  { name: '--color-primary', use: 'primary buttons, links, focus outlines, selected items' },
  { name: '--color-primary-foreground', use: 'text on primary fills' },
  { name: '--color-primary-strong', use: 'primary text on light surfaces (contrast ≥ 4.5:1)' },
  { name: '--color-primary-hover', use: 'hovered primary fills' },
  { name: '--color-danger', use: 'destructive buttons, errors, invalid borders' },
  { name: '--color-danger-strong', use: 'error texts' },
  { name: '--color-danger-hover', use: 'hovered destructive fills' },
  { name: '--color-warning', use: 'warning tags and toasts' },
  { name: '--color-success', use: 'success tags and toasts' },
  { name: '--color-surface', use: 'fields, cards, dialogs, popups' },
  { name: '--color-muted', use: 'the page background, disabled fields, hovered rows' },
  { name: '--color-border', use: 'field and table borders' },
  { name: '--color-foreground', use: 'text' },
  { name: '--color-muted-foreground', use: 'secondary text, placeholders, icons' },
  { name: '--color-sider', use: "the side menu's background" },
  { name: '--color-sider-foreground', use: "the side menu's text" },
] as const
