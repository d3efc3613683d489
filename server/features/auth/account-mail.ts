import { CHANGE_EMAIL_HOURS, RESET_PASSWORD_HOURS, VERIFY_EMAIL_HOURS } from '#domain/auth/auth';
import type { MailMessage } from '#server/mail/mail-message';

/** The words of every account mail; links are absolute, built from PUBLIC_URL. */
export const accountMail = {
  verify: (publicUrl: string, to: string, token: string): MailMessage => ({
    to,
    subject: 'Confirm your e-mail address',
    heading: 'Welcome to Abundance',
    paragraphs: [
      'Confirm that this is your address, so you can recover your account if you ever forget your password.',
    ],
    action: { label: 'Confirm my e-mail', url: `${publicUrl}/api/verify-email?token=${token}` },
    footer: `The link works once, for ${VERIFY_EMAIL_HOURS} hours. If you did not create an account, ignore this mail.`,
  }),
  reset: (publicUrl: string, to: string, token: string): MailMessage => ({
    to,
    subject: 'Reset your password',
    heading: 'Choose a new password',
    paragraphs: ['Someone (we hope you) asked to reset the password of your Abundance account.'],
    action: { label: 'Choose a new password', url: `${publicUrl}/reset-password?token=${token}` },
    footer: `The link works once, for ${RESET_PASSWORD_HOURS} hour. If you did not ask for it, ignore this mail: your password stays as it is.`,
  }),
  changeEmail: (publicUrl: string, to: string, token: string): MailMessage => ({
    to,
    subject: 'Confirm your new e-mail address',
    heading: 'Confirm your new address',
    paragraphs: ['Your Abundance account will use this address once you confirm it.'],
    action: { label: 'Use this address', url: `${publicUrl}/api/email/confirm?token=${token}` },
    footer: `The link works once, for ${CHANGE_EMAIL_HOURS} hours. If you did not ask for this, ignore this mail.`,
  }),
  signUpAttempt: (publicUrl: string, to: string): MailMessage => ({
    to,
    subject: 'Someone tried to sign up with your address',
    heading: 'You already have an account',
    paragraphs: [
      'Someone tried to create an Abundance account with this e-mail address, which already has one.',
      'If it was you, sign in, or reset your password if you have forgotten it.',
    ],
    action: { label: 'Sign in', url: `${publicUrl}/api/login` },
    footer: `Forgot your password? ${publicUrl}/forgot-password`,
  }),
  passwordChanged: (publicUrl: string, to: string): MailMessage => ({
    to,
    subject: 'Your password was changed',
    heading: 'Your password was changed',
    paragraphs: [
      'The password of your Abundance account was just changed, and your other devices were signed out.',
      'If this was not you, reset your password now.',
    ],
    action: { label: 'Reset my password', url: `${publicUrl}/forgot-password` },
  }),
  emailChanged: (publicUrl: string, to: string, newEmail: string): MailMessage => ({
    to,
    subject: 'Your e-mail address was changed',
    heading: 'Your e-mail address was changed',
    paragraphs: [
      `Your Abundance account now uses ${newEmail}. Mail about the account goes there from now on.`,
      'If this was not you, reply to this mail or contact the person who runs this server.',
    ],
    action: { label: 'Open Abundance', url: `${publicUrl}/` },
  }),
};
