/** The query keys of 菜单管理: the menu list and a menu's data rules. */
export const menuKeys = {
  all: ['menus'] as const,
  list: ['menus', 'list'] as const,
  rules: (permissionId: string) => ['menus', 'rules', permissionId] as const,
}
