/** The confirmation page's calls: the order behind a /confirm/{token} link, and the shopper's answer. No login. */
import { CONFIRM } from '#schema/api';
import type { ConfirmAnswerChoice } from '#schema/payloads/confirm';
import { call } from '../lib/api';

export const readLinkedOrder = async (token: string) => (await call(CONFIRM.read, { params: { token } })).order;

export const answerLink = async (token: string, answer: ConfirmAnswerChoice) =>
  (await call(CONFIRM.answer, { params: { token }, body: { answer } })).order;
