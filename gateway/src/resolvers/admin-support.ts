import type { UserError } from './user-errors.js';
import { ADMIN_MESSAGES } from './admin-nodes.js';

/** §5 e-mail pattern: local part, @, domain, top-level domain of 2 to 15 letters (as the api checks). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,15}$/;
/** §9: support message at most 1024 characters. */
const MESSAGE_MAX = 1024;

/**
 * The support form's rules of §5: contact and message required; a contact that is not all
 * digits must be an e-mail address; the message at most 1024 characters.
 */
export function supportErrors(contact: string, message: string): UserError[] {
  const errors: UserError[] = [];
  const c = contact.trim();
  if (!c) errors.push({ field: 'contact', messages: [ADMIN_MESSAGES.required], code: 'INVALID_INPUT' });
  else if (!/^\d+$/.test(c) && !EMAIL.test(c)) errors.push({ field: 'contact', messages: [ADMIN_MESSAGES.contactFormat], code: 'INVALID_INPUT' });
  if (!message.trim()) errors.push({ field: 'message', messages: [ADMIN_MESSAGES.required], code: 'INVALID_INPUT' });
  else if (message.trim().length > MESSAGE_MAX) errors.push({ field: 'message', messages: [ADMIN_MESSAGES.messageTooLong], code: 'INVALID_INPUT' });
  return errors;
}
