import type { FastifyInstance } from 'fastify'
import type { Mailer } from './createMailer.js'
import { requestDeviceApproval } from './embeddedDevices.js'

/**
 * Mails `email` a link approving the device `deviceId` for the account `userId` (any login
 * kind); refuses within 30 s of the account's last link.
 */
export async function mailDeviceApproval(
  context: { server: FastifyInstance; mailer: Mailer; now(): Date },
  parameters: { userId: string; deviceId: string; email: string },
): Promise<void> {
  const token = await requestDeviceApproval(context.server.database, {
    userId: parameters.userId,
    deviceId: parameters.deviceId,
    now: context.now(),
  })
  const link = new URL('/embedded/device/approve', context.server.publicUrl)
  link.searchParams.set('token', token)
  await context.mailer.send({
    to: parameters.email,
    subject: 'Approve your new device',
    text: `Someone is logging in to your wallet from a new device. If it is you, approve it here:\n\n${link.href}\n\nThe link works for 15 minutes. If it is not you, ignore this email.`,
  })
}
