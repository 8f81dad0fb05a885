import type { MailMessage } from '../../ports/mail/mail-port';

// Emails are Italian first with the English text below: the recipient has not chosen a language yet.

export function verificationCodeEmail(to: string, code: string, minutes: number): MailMessage {
  return {
    to,
    subject: `Coperto: il tuo codice di verifica è ${code}`,
    text: [
      `Il tuo codice di verifica Coperto è: ${code}`,
      `Scade tra ${minutes} minuti. Se non hai chiesto tu di registrarti, ignora questa email.`,
      '',
      `Your Coperto verification code is: ${code}`,
      `It expires in ${minutes} minutes. If you did not sign up, ignore this email.`,
    ].join('\n'),
  };
}

export function passwordResetEmail(to: string, link: string, minutes: number): MailMessage {
  return {
    to,
    subject: 'Coperto: reimposta la password',
    text: [
      'Per scegliere una nuova password apri questo link:',
      link,
      `Il link vale ${minutes} minuti e si può usare una volta sola. Se non l'hai chiesto tu, ignora questa email.`,
      '',
      'To choose a new password open the link above.',
      `It is valid for ${minutes} minutes and works once. If you did not ask for it, ignore this email.`,
    ].join('\n'),
  };
}

export function invitationEmail(
  to: string,
  link: string,
  businessName: string,
  days: number,
): MailMessage {
  return {
    to,
    subject: `Coperto: ${businessName} ti ha invitato`,
    text: [
      `${businessName} ti ha invitato a usare Coperto.`,
      'Per scegliere la tua password e accedere apri questo link:',
      link,
      `Il link vale ${days} giorni.`,
      '',
      `${businessName} invited you to Coperto. Open the link above to choose your password.`,
      `It is valid for ${days} days.`,
    ].join('\n'),
  };
}
