// The English strings of the email wallet's views (code, device approval, email update,
// transaction approval), loaded with them; the email field of Connect is in shellStrings.

/** The English strings of the email wallet's views (a part of `en`). */
export const emailStrings = {
  emailCodeSent: (email: string) => `Enter the 6-digit code we sent to ${email}`,
  emailCodeLabel: 'Code',
  emailCodeValidity: 'The code expires in 10 minutes',
  emailVerifying: 'Checking code…',
  emailResend: 'Resend code',
  emailResendIn: (seconds: number) => `Resend code in ${seconds}s`,
  emailDeviceHeading: 'Register this device to continue',
  emailDeviceSent: (email: string) => `We sent an approval link to ${email}`,
  emailDeviceDetail:
    'Open the link in that email to approve this device. This screen moves on by itself.',
  emailDeviceWaiting: 'Waiting for approval…',
  emailDeviceResend: 'Resend email',
  emailDeviceResendIn: (seconds: number) => `Resend email in ${seconds}s`,
  emailPassphrase: 'Continue in the wallet’s own window below.',
  updateEmailLabel: 'New email',
  updateEmailSave: 'Save',
  updateEmailPrimaryNote: 'This confirms the change comes from you.',
  updateEmailSecondaryNote: 'This confirms your new email.',
  approveLoading: 'Loading the request…',
}
