import type { AppConfig } from '../../config';
import type { MailMessage } from '../mail/mailer';
import { ROLES } from './acl';
import type { UserOutput } from './users';

/**
 * The e-mail a new colleague gets when invited: where the back office is, the e-mail to sign in
 * with, the role, and who invited them. The one-time password is not in it: whoever invited hands
 * it over another way (it is shown once, with a copy button), so a read mailbox alone opens nothing.
 */
export function invitationMail(
  config: Pick<AppConfig, 'publicUrl'>,
  user: UserOutput,
  invitedBy: string,
): MailMessage {
  const role = ROLES[user.role as keyof typeof ROLES]?.label ?? user.role;
  const address = `${config.publicUrl}/admin`;
  return {
    to: user.email,
    kind: 'staff-invitation',
    subject: 'Seu acesso ao painel da Escritório Total',
    text: [
      `Olá, ${user.firstname}!`,
      '',
      `${invitedBy} criou seu acesso ao painel da loja, com o perfil ${role}.`,
      '',
      `Endereço: ${address}`,
      `E-mail de acesso: ${user.email}`,
      '',
      `A senha provisória é entregue por ${invitedBy} (ela não vai neste e-mail). No primeiro acesso você troca a senha e ativa a verificação em duas etapas com um aplicativo autenticador.`,
      '',
      'Equipe Escritório Total',
    ].join('\n'),
  };
}
