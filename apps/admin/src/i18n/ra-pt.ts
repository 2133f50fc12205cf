/**
 * react-admin 5's words that ra-language-portuguese (written for older versions) lacks or words
 * differently from the store's Portuguese.
 */
export const raPortuguese = {
  ra: {
    action: {
      clear_array_input: 'Limpar a lista',
      create_item: 'Criar %{item}',
      delete: 'Excluir',
      remove_all_filters: 'Remover todos os filtros',
      reset: 'Restaurar',
      search_columns: 'Buscar colunas',
      select_all: 'Selecionar tudo',
      select_all_button: 'Selecionar tudo',
      select_row: 'Selecionar esta linha',
      unselect: 'Desmarcar',
      open_menu: 'Abrir o menu',
      close_menu: 'Fechar o menu',
      update: 'Atualizar',
      move_up: 'Mover para cima',
      move_down: 'Mover para baixo',
      open: 'Abrir',
      toggle_theme: 'Alternar tema claro/escuro',
      select_columns: 'Colunas',
      update_application: 'Recarregar a aplicação',
    },
    boolean: { null: ' ' },
    page: {
      list: '%{name}',
      empty: 'Nenhum registro de %{name} ainda.',
      invite: 'Quer criar um?',
      access_denied: 'Acesso negado',
      authentication_error: 'Erro de autenticação',
    },
    input: { password: { toggle_visible: 'Ocultar a senha', toggle_hidden: 'Mostrar a senha' } },
    message: {
      access_denied: 'Seu perfil não dá acesso a esta página.',
      authentication_error:
        'O servidor de autenticação respondeu com um erro; não foi possível verificar o acesso.',
      auth_error: 'Ocorreu um erro ao validar o token de acesso.',
      bulk_update_content:
        'Atualizar %{name} %{recordRepresentation}? |||| Atualizar estes %{smart_count} itens?',
      bulk_update_title: 'Atualizar %{name} %{recordRepresentation} |||| Atualizar %{smart_count} %{name}',
      clear_array_input: 'Limpar a lista inteira?',
      bulk_delete_title: 'Excluir %{name} %{recordRepresentation} |||| Excluir %{smart_count} %{name}',
      select_all_limit_reached:
        'Há itens demais para selecionar todos. Só os primeiros %{max} foram selecionados.',
      unsaved_changes: 'Há alterações não salvas. Quer mesmo descartá-las?',
      placeholder_data_warning: 'Problema de rede: os dados não foram atualizados.',
      invalid_form: 'Este formulário não está válido: corrija os campos marcados.',
    },
    navigation: {
      clear_filters: 'Limpar filtros',
      no_filtered_results: 'Nenhum registro de %{name} com os filtros atuais.',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de mais de %{offsetEnd}',
      current_page: 'Página %{page}',
      page: 'Ir para a página %{page}',
      first: 'Ir para a primeira página',
      last: 'Ir para a última página',
      previous: 'Ir para a página anterior',
      skip_nav: 'Pular para o conteúdo',
    },
    sort: { sort_by: 'Ordenar por %{field} (%{order})', ASC: 'crescente', DESC: 'decrescente' },
    auth: { email: 'E-mail' },
    notification: {
      not_authorized: 'Seu perfil não dá acesso a este recurso.',
      application_update_available: 'Há uma nova versão disponível.',
      offline: 'Sem conexão. Não foi possível carregar os dados.',
    },
    validation: { unique: 'Precisa ser único' },
  },
};
