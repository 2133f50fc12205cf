/** The role codes of modules/staff/acl.ts; their names come from the messages (admin.roles.*). */
export const ROLE_CODES = ['administrator', 'catalogo', 'pedidos', 'atendimento', 'conteudo'] as const;

export function roleChoices(translate: (key: string) => string) {
  return ROLE_CODES.map((id) => ({ id, name: translate(`admin.roles.${id}`) }));
}
